import { api } from './client'
import type { Curso, CursoCreate, CursoDetail } from './contract/cursos'

export const listCursos = () => api<Curso[]>('/cursos/')

export const getCurso = (id: number) => api<CursoDetail>(`/cursos/${id}`)

export const createCurso = (data: CursoCreate) => api<Curso>('/cursos/', { method: 'POST', body: data })
