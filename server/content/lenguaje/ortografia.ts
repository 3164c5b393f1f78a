/**
 * Spelling items written for the spelling OA of 1° to 6° Básico: for a child who is learning to read, one short
 * instruction and four options, most often «¿Qué palabra está bien escrita?» with the well-written word and three
 * ways a child of the level writes it wrong (the rule of the OA broken: «keso», «jirafa» written «girafa»,
 * «lápizes»). Each item carries the code of the OA it was written for (`oa`) and reads no passage: a spelling
 * test asks these, not questions on a text.
 *
 * Written as rows: the OA, then `[enunciado, key, wrong, wrong, wrong]`. The key's position turns with the row
 * so that it is not always the first option. The options other than the key of a «bien escrita» item are
 * misspelt on purpose: the spelling gate (`tests/fixtures/spelling.ts`) checks the statement and the key, and
 * `tests/unit/lenguaje-checks.test.ts` checks that every wrong single word is no Spanish word (so the item has
 * one answer).
 */
import type { LanguageQuestion } from './types'

type Row = readonly [enunciado: string, clave: string, otra: string, otra: string, otra: string]

const bien = '¿Qué palabra está bien escrita?'
const oracion = '¿Qué oración está bien escrita?'

/** The rows of one OA as questions, the key placed at a turning position. */
function itemsOf(oa: string, habilidad: LanguageQuestion['habilidad'], rows: readonly Row[]): LanguageQuestion[] {
  return rows.map(([enunciado, clave, ...otras], i) => {
    const correcta = ((i * 3 + 1) % 4) as 0 | 1 | 2 | 3
    const alternativas = [...otras]
    alternativas.splice(correcta, 0, clave)
    return {
      oa,
      tema: 'ortografia',
      habilidad,
      foco: 'estructura',
      enunciado,
      alternativas: alternativas as [string, string, string, string],
      correcta,
    }
  })
}

/** 1° Básico: complete sentences that start with a capital and end with a point (LE01 OA 14). */
const oraciones1 = itemsOf('LE01 OA 14', 'Aplicar', [
  [oracion, 'Mi gato duerme.', 'mi gato duerme.', 'Mi gato duerme', 'mi gato duerme'],
  [oracion, 'La niña salta.', 'la niña salta.', 'La niña salta', 'la niña salta'],
  [oracion, 'El sol sale.', 'el sol sale.', 'El sol sale', 'el sol sale'],
  [oracion, 'Mi mamá canta.', 'mi mamá canta.', 'Mi mamá canta', 'mi mamá canta'],
  [
    '¿Qué oración está completa?',
    'El perro corre en el patio.',
    'El perro en el patio.',
    'Corre en el.',
    'El perro el.',
  ],
  ['¿Qué oración está completa?', 'Ana come una manzana.', 'Ana una manzana.', 'Come una.', 'Una manzana.'],
  ['¿Con qué letra empieza una oración?', 'Con mayúscula.', 'Con minúscula.', 'Con un número.', 'Con una coma.'],
  ['¿Qué se pone al final de una oración?', 'Un punto.', 'Una mayúscula.', 'Una coma.', 'Un número.'],
])

/** 1° Básico: a space between words, so that others can read (LE01 OA 15). */
const espacios1 = itemsOf('LE01 OA 15', 'Aplicar', [
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'Me gusta el pan.',
    'Megusta el pan.',
    'Me gustaelpan.',
    'Megustaelpan.',
  ],
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'Mi casa es azul.',
    'Micasa es azul.',
    'Mi casaes azul.',
    'Micasaesazul.',
  ],
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'El pato nada.',
    'Elpato nada.',
    'El patonada.',
    'Elpatonada.',
  ],
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'Yo tengo un lápiz.',
    'Yotengo un lápiz.',
    'Yo tengoun lápiz.',
    'Yo tengo unlápiz.',
  ],
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'La luna brilla.',
    'Laluna brilla.',
    'La lunabrilla.',
    'Lalunabrilla.',
  ],
  [
    '¿Qué oración está bien escrita, con espacio entre las palabras?',
    'Papá lee un libro.',
    'Papálee un libro.',
    'Papá leeun libro.',
    'Papá lee unlibro.',
  ],
])

/** 2° Básico: ca-co-cu, que-qui, ce-ci, ge-gi, gue-gui, güe-güi, r-rr-nr, capitals, point, ¿? and ¡! (LE02 OA 21). */
const ortografia2 = itemsOf('LE02 OA 21', 'Aplicar', [
  [bien, 'queso', 'keso', 'qeso', 'cueso'],
  [bien, 'casa', 'kasa', 'qasa', 'cassa'],
  [bien, 'mosquito', 'moskito', 'mosqito', 'moscuito'],
  [bien, 'cuchara', 'kuchara', 'qchara', 'cushara'],
  [bien, 'mantequilla', 'mantekilla', 'mantequiya', 'mantecuilla'],
  [bien, 'cebolla', 'sebolla', 'zebolla', 'cevolla'],
  [bien, 'ciruela', 'siruela', 'ziruela', 'cirela'],
  [bien, 'gigante', 'jigante', 'guigante', 'gigant'],
  [bien, 'girasol', 'jirasol', 'guirasol', 'girazol'],
  [bien, 'guitarra', 'gitarra', 'guittarra', 'gitara'],
  [bien, 'juguete', 'jugete', 'juguette', 'jujete'],
  [bien, 'manguera', 'mangera', 'manguerra', 'manjera'],
  [bien, 'paraguas', 'paragas', 'paraguaz', 'paragüaz'],
  [bien, 'vergüenza', 'verguenza', 'vergenza', 'vergüensa'],
  [bien, 'tierra', 'tiera', 'tierrra', 'tiérra'],
  [bien, 'arroz', 'aroz', 'arros', 'arrós'],
  [bien, 'sonrisa', 'sonrrisa', 'sonriza', 'zonrisa'],
  [bien, 'enredo', 'enrredo', 'enreddo', 'henrredo'],
  [oracion, 'Mi amiga se llama Rosa.', 'Mi amiga se llama rosa.', 'mi amiga se llama Rosa.', 'mi amiga se llama rosa.'],
  [oracion, 'Vivo en Chile.', 'Vivo en chile.', 'vivo en Chile.', 'vivo en chile.'],
  [oracion, 'El pan está caliente.', 'El pan está caliente', 'el pan está caliente', 'el pan. está caliente'],
  [oracion, '¿Cómo te llamas?', 'Cómo te llamas?', '¿Cómo te llamas', 'Cómo te llamas'],
  [oracion, '¡Qué lindo día!', 'Qué lindo día!', '¡Qué lindo día', 'Qué lindo día'],
])

/** 3° Básico: capitals, points, plurals of words in z, ge-gi and je-ji, -cito and -cita, commas in a list (LE03 OA 22). */
const ortografia3 = itemsOf('LE03 OA 22', 'Aplicar', [
  ['¿Qué plural está bien escrito?', 'lápices', 'lápizes', 'lápises', 'lapizez'],
  ['¿Qué plural está bien escrito?', 'peces', 'pezes', 'pesces', 'pecez'],
  ['¿Qué plural está bien escrito?', 'cruces', 'cruzes', 'cruses', 'crucez'],
  ['¿Qué plural está bien escrito?', 'narices', 'narizes', 'narises', 'naricez'],
  [bien, 'jirafa', 'girafa', 'jiraffa', 'guirafa'],
  [bien, 'jinete', 'ginete', 'jinette', 'guinete'],
  [bien, 'mensaje', 'mensage', 'menzaje', 'mensague'],
  [bien, 'mágico', 'májico', 'mágiko', 'májiko'],
  [bien, 'gemelo', 'jemelo', 'guemelo', 'gemello'],
  [bien, 'pancito', 'pansito', 'panzito', 'pancitto'],
  [bien, 'ratoncito', 'ratonsito', 'ratonzito', 'ratonsitto'],
  [bien, 'florcita', 'florsita', 'florzita', 'florcitta'],
  [
    oracion,
    'Mañana viajo a Temuco con Pedro.',
    'Mañana viajo a temuco con Pedro.',
    'mañana viajo a Temuco con pedro.',
    'Mañana viajo a Temuco con pedro.',
  ],
  [
    oracion,
    'El lunes visité a mi tía Carmen.',
    'El lunes visité a mi tía carmen.',
    'el lunes visité a mi tía Carmen.',
    'el lunes visité a mi tía carmen.',
  ],
  [
    '¿Qué oración usa bien las comas?',
    'Compré pan, queso, palta y leche.',
    'Compré pan queso palta y leche.',
    'Compré pan, queso, palta, y, leche.',
    'Compré, pan queso palta y leche.',
  ],
  [
    '¿Qué oración usa bien las comas?',
    'En el bosque vimos zorros, pudúes y búhos.',
    'En el bosque vimos zorros pudúes y búhos.',
    'En el bosque, vimos, zorros pudúes y búhos.',
    'En el bosque vimos zorros, pudúes, y, búhos.',
  ],
  [
    '¿Qué punto se usa para terminar un párrafo y empezar otro?',
    'El punto aparte.',
    'El punto seguido.',
    'La coma.',
    'Los dos puntos.',
  ],
])

/** 4° Básico: b and v, h, ay-hay-ahí, agudas, graves, esdrújulas and sobresdrújulas (LE04 OA 21). */
const ortografia4 = itemsOf('LE04 OA 21', 'Aplicar', [
  [bien, 'bicicleta', 'vicicleta', 'bisicleta', 'bicicletta'],
  [bien, 'volcán', 'bolcán', 'bolkán', 'bolcan'],
  [bien, 'nube', 'nuve', 'nubbe', 'núbe'],
  [bien, 'árbol', 'árvol', 'arbol', 'árbbol'],
  [bien, 'llave', 'llabe', 'yabe', 'llavve'],
  [bien, 'abuelo', 'avuelo', 'habuelo', 'abuello'],
  [bien, 'hormiga', 'ormiga', 'jormiga', 'hormija'],
  [bien, 'huevo', 'uevo', 'huebo', 'güebo'],
  [bien, 'helado', 'elado', 'heládo', 'helao'],
  [
    oracion,
    'Hay un gato en el techo.',
    'Ay un gato en el techo.',
    'Ahí un gato en el techo.',
    'Hai un gato en el techo.',
  ],
  [oracion, '¡Ay, me caí!', '¡Hay, me caí!', '¡Ahí, me caí!', '¡Ai, me caí!'],
  [oracion, 'Tu mochila está ahí.', 'Tu mochila está hay.', 'Tu mochila está ay.', 'Tu mochila está ahi.'],
  ['¿Qué palabra es esdrújula?', 'pájaro', 'camión', 'mesa', 'reloj'],
  ['¿Qué palabra es aguda?', 'canción', 'lápiz', 'árbol', 'música'],
  ['¿Qué palabra es grave?', 'lápiz', 'sofá', 'murciélago', 'ratón'],
  ['¿Qué palabra es sobresdrújula?', 'dígamelo', 'teléfono', 'corazón', 'ventana'],
  [bien, 'murciélago', 'murcielago', 'murciélagó', 'murcíelago'],
  [bien, 'teléfono', 'telefono', 'teléfóno', 'telefóno'],
])

/** 5° Básico: c, s and z, the dialogue dash, the diacritic and the diaeresis, commas in explanatory phrases (LE05 OA 22). */
const ortografia5 = itemsOf('LE05 OA 22', 'Aplicar', [
  [bien, 'cabeza', 'cabesa', 'cabeca', 'kabeza'],
  [bien, 'canción', 'cansión', 'canzión', 'cansion'],
  [bien, 'pasión', 'pación', 'pazión', 'pasion'],
  [bien, 'cigüeña', 'cigueña', 'sigüeña', 'cigüena'],
  [bien, 'antigüedad', 'antiguedad', 'antigüedá', 'antigüedaz'],
  [
    oracion,
    '—¿Vienes a la plaza? —preguntó Ana.',
    '¿Vienes a la plaza? preguntó Ana.',
    '—¿Vienes a la plaza?, preguntó Ana.',
    '¿—Vienes a la plaza? preguntó —Ana.',
  ],
  [oracion, 'Él me regaló su libro.', 'El me regaló su libro.', 'Él me regaló sú libro.', 'El me regalo su libro.'],
  [oracion, 'Quiero que tú vengas.', 'Quiero que tu vengas.', 'Quiero qué tú vengas.', 'Quiero que tu vengás.'],
  [
    '¿Qué oración usa bien las comas?',
    'Santiago, la capital de Chile, tiene muchos cerros.',
    'Santiago la capital de Chile, tiene muchos cerros.',
    'Santiago, la capital de Chile tiene muchos cerros.',
    'Santiago la capital, de Chile tiene muchos cerros.',
  ],
  [
    '¿Qué oración usa bien las comas?',
    'Mi perro, un quiltro muy juguetón, duerme en el patio.',
    'Mi perro un quiltro muy juguetón duerme en el patio.',
    'Mi perro, un quiltro muy juguetón duerme en el patio.',
    'Mi perro un quiltro, muy juguetón, duerme en el patio.',
  ],
])

/** 6° Básico: haber, tener and ir; commas in explanatory phrases and before connectors; ¿qué?, ¿cómo?, ¿cuándo? (LE06 OA 22). */
const ortografia6 = itemsOf('LE06 OA 22', 'Aplicar', [
  [
    oracion,
    'Ayer hubo una feria en la plaza.',
    'Ayer ubo una feria en la plaza.',
    'Ayer hubó una feria en la plaza.',
    'Ayer huvo una feria en la plaza.',
  ],
  [
    oracion,
    'Mis primos han viajado al sur.',
    'Mis primos an viajado al sur.',
    'Mis primos han viajado al sur',
    'Mis primos han biajado al sur.',
  ],
  [
    oracion,
    'Mañana vamos a ir al museo.',
    'Mañana vamos a hir al museo.',
    'Mañana bamos a ir al museo.',
    'Mañana vamos air al museo.',
  ],
  [oracion, 'Ella tuvo mucha suerte.', 'Ella tubo mucha suerte.', 'Ella tuvó mucha suerte.', 'Ella tubó mucha suerte.'],
  [
    oracion,
    'Íbamos al colegio en bicicleta.',
    'Ibamos al colegio en bicicleta.',
    'Íbamos al colegio en vicicleta.',
    'Ívamos al colegio en bicicleta.',
  ],
  [
    oracion,
    '¿Cuándo empieza el recreo?',
    '¿Cuando empieza el recreo?',
    'Cuándo empieza el recreo?',
    '¿Cuando empiesa el recreo?',
  ],
  [oracion, '¡Qué alegría verte!', '¡Que alegría verte!', 'Qué alegría verte!', '¡Que alegria verte!'],
  [
    oracion,
    'Me pregunto cómo se hace el pan.',
    'Me pregunto como se hace el pan.',
    'Me pregunto cómo se ace el pan.',
    'Me pregunto cómo sé hace el pan.',
  ],
  [
    '¿Qué oración usa bien la coma antes de un conector?',
    'Estudié mucho, sin embargo, la prueba fue difícil.',
    'Estudié mucho sin embargo la prueba fue difícil.',
    'Estudié, mucho sin embargo la prueba fue difícil.',
    'Estudié mucho sin, embargo la prueba, fue difícil.',
  ],
  [
    '¿Qué oración usa bien la coma antes de un conector?',
    'Llovió toda la noche, por lo tanto, el patio amaneció mojado.',
    'Llovió toda la noche por lo tanto el patio amaneció mojado.',
    'Llovió, toda la noche por lo tanto el patio amaneció mojado.',
    'Llovió toda la noche por, lo tanto el patio amaneció, mojado.',
  ],
])

/** The spelling items of every spelling OA, each with its OA's code. */
export const spellingItems: readonly LanguageQuestion[] = [
  ...oraciones1,
  ...espacios1,
  ...ortografia2,
  ...ortografia3,
  ...ortografia4,
  ...ortografia5,
  ...ortografia6,
]

/** The spelling items written for one OA ("LE02 OA 21"); none for an OA without them. */
export const spellingItemsFor = (codigo: string) => spellingItems.filter((q) => q.oa === codigo)
