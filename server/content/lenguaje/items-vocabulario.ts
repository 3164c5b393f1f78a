import type { OaOpenQuestion, OaQuestion } from './types'
export const itemsVocabulario: readonly OaQuestion[] = []
export const abiertasVocabulario: readonly OaOpenQuestion[] = []
