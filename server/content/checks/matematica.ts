/**
 * The checks of the Matemática OA (see `index.ts`): per OA code, the concepts every piece on it names and the
 * structure its items build. An item passes on its structure: what its statement and options show (a system
 * of two equations in two unknowns, a right triangle with two known sides, a percentage, a fraction, a
 * sequence, the data of a table or a chart…), read on the text with its accents folded and in lower case, and
 * on the calculation behind its key (`expresion`). A structure is specific to its OA: the items of the other
 * OA of the level mostly fail it (`tests/unit/math-checks.test.ts` measures it).
 */
import { foldAccents } from '@/domain/text'
import type { OaCheck, OaPiece } from './types'

type Estructura = NonNullable<OaCheck['estructura']>

/** The statement and the options, lower case and without accents (superscripts, √, π and ° are kept). */
const said = (p: OaPiece) => foldAccents([p.texto, ...(p.alternativas ?? [])].join(' \n ')).toLowerCase()
const expr = (p: OaPiece) => p.expresion ?? ''

/** A structure the statement or its options show: any of the patterns. */
const shows = (describe: string, ...patterns: readonly RegExp[]): Estructura => ({
  describe,
  test: (p) => {
    const text = said(p)
    return patterns.some((re) => re.test(text))
  },
})
/** A structure the item must show on every count. */
const both = (...parts: readonly Estructura[]): Estructura => ({
  describe: parts.map((s) => s.describe).join(' y '),
  test: (p) => parts.every((s) => s.test(p)),
})
/** A structure shown in one of several ways. */
const either = (...parts: readonly Estructura[]): Estructura => ({
  describe: parts.map((s) => s.describe).join(' o '),
  test: (p) => parts.some((s) => s.test(p)),
})
/** A structure of the calculation behind the key. */
const computes = (describe: string, test: (expresion: string, p: OaPiece) => boolean): Estructura => ({
  describe,
  test: (p) => test(expr(p), p),
})

// ——— Shapes of numbers and calculations ———

const FRACCION = /(^|[^\d/])\d+\s?\/\s?\d+(?![\d/])/
/** A fraction written in the statement, its options or the calculation. */
const fraccion = either(
  shows(
    'una fracción',
    FRACCION,
    /\b(un|una|dos|tres|cuatro|cinco) (medios?|tercios?|cuartos?|quintos?|sextos?|octavos?|decimos?)\b/,
  ),
  computes('una fracción', (e) => /\d\/\d/.test(e) && !/^\s*\d+\s*\/\s*\d+\s*$/.test(e.replace(/\*.*/, ''))),
)
const DECIMAL = /\d,\d/
/** A decimal number (π ≈ 3,14 is not one the item is about). */
const decimal: Estructura = {
  describe: 'un número decimal',
  test: (p) => DECIMAL.test(said(p).replace(/π\s*≈\s*3,14\d*|3,14(?!\d)/g, 'π')),
}
const porcentaje = shows('un porcentaje', /%|por ciento|porcentaje/)
/** A mixed number ("2 1/4") or an improper fraction (numerator over its denominator). */
const mixtoOImpropia: Estructura = {
  describe: 'una fracción impropia o un número mixto',
  test: (p) => {
    const text = said(p)
    if (/\bmixtos?\b|impropias?\b|\d+ \d+\/\d+/.test(text)) return true
    return [...text.matchAll(/(?:^|[^\d/])(\d+)\s?\/\s?(\d+)(?![\d/])/g)].some((m) => Number(m[1]) > Number(m[2]))
  },
}
/** A list of at least four numbers, or three and a gap to fill: a sequence. */
const secuencia = shows(
  'una secuencia de números',
  /(-?\d[\d.]*(,\d+)?;? ){0}(-?\d[\d.]*[,;] ){3,}-?\d/,
  /(-?\d[\d.]*|_+|\?)[,;] (-?\d[\d.]*|_+|\?)[,;] (-?\d[\d.]*|_+|\?)[,;]? ?(…|\.\.\.|_+|\?)/,
)
/** An unknown: a letter alone in an expression, or a geometric symbol as a number. */
const ecuacionLetra = shows(
  'una ecuación con una incógnita (x = …)',
  /\d*\s?[a-z]\b\s*([+\-−·:]\s*\d+\s*)?=\s*-?\d|=\s*\d*\s?x\b|\d\s?x\b.*=|\bx\s?[/:]\s?\d+[^=\n]*=|\(x\s*[+\-−]/,
)
const inecuacion = shows(
  'una inecuación (<, >, ≤ o ≥ con una incógnita)',
  /[a-z□△○]\s*[+\-−]?[^=\n]{0,12}[<>≤≥]|[<>≤≥]\s*\d*[a-z□△○]\b/,
)
const simbolo = shows('una ecuación con un símbolo como número', /[□△○■▲◇☐]\s*[+\-−=]|[+\-−=]\s*[□△○■▲◇☐]/)
const expresionAlgebraica = shows(
  'una expresión con letras',
  /\d+[a-z]\b|\b[a-z]\s*[+\-−·]\s*\d|\d\s*[+\-−·]\s*[a-z]\b|\b[nxy]\b\s*[+\-−·]|[a-z][²³]/,
)
/** A letter as a term of an equation: "3x", "+ x", "x -", "= y" (not the word «y»). */
const term = (v: string) => new RegExp(`\\d\\s?${v}\\b|[+\\-−=]\\s*\\d*${v}\\b|\\b${v}\\s*[+\\-−=]`)
/** A system: two equations (statement or options), each with both unknowns x and y as terms. */
const sistema: Estructura = {
  describe: 'un sistema de dos ecuaciones con dos incógnitas',
  test: (p) =>
    said(p)
      // Clauses: «;», a line, a question, or the conjunction «y» after a number and before the next equation
      // («x + y = 12 y x − y = 4»).
      .split(/[;\n?¿]|(?<=\d)\s+[ye]\s+(?=[-−(]?\s*\d*\s*[a-z]\b)/)
      .filter((s) => s.includes('=') && term('x').test(s) && term('y').test(s)).length >= 2,
}
const negativo = shows(
  'un número negativo',
  /\(\s*[-−]\s?\d|(^|[\s:;,=[])[-−]\d|bajo cero|bajo el nivel del mar|numeros? enteros?|negativ/,
)
const multiplicaODivide = either(
  shows('una multiplicación o una división', /·|×|÷|[\d)]\s?:\s?\(?-?\d|\bveces\b|reparte|divid|multiplic/),
  computes('una multiplicación o una división', (e) => /\*| \/ /.test(e)),
)
/** The calculation adds or subtracts (and does nothing else). */
const sumaResta = (max: number, min = 0) =>
  computes(`una suma o una resta con números hasta ${max}`, (e) => {
    if (!/^[\d\s+\-()]+$/.test(e) || !/[+-]/.test(e)) return false
    const nums = (e.match(/\d+/g) ?? []).map(Number)
    return nums.every((n) => n <= max) && nums.some((n) => n >= min)
  })
/** Two different operations at least, one of them a multiplication or a division, or parentheses. */
const combinada = shows(
  'un cálculo que combina operaciones',
  /\d\s*[+\-−]\s*\d+\s*[·:×÷]\s*\d|\d\s*[·:×÷]\s*\d+\s*[+\-−]\s*\d|\(\s*\d+\s*[+\-−·:]\s*\d+\s*\)\s*[·:×÷+\-−]|[·:×÷+\-−]\s*\(\s*\d+\s*[+\-−·:]/,
)
const dinero = shows('un problema con dinero', /\$\s?\d|pesos|vuelto|billete|monedas? de \$/)
const grande = (digits: number) =>
  shows(
    `un número de ${digits} cifras o más`,
    new RegExp(`\\b\\d{1,3}(\\.\\d{3}){${Math.floor((digits - 1) / 3)},}\\b`),
  )
const dadosMonedas = shows('un juego con dados o monedas', /\bdados?\b|\bmonedas?\b|\bcaras?\b|\bsellos?\b|salio el \d/)
const tabla = shows('una tabla o un conteo', /\btablas?\b|conteo|marcas|bloques?|anot/)
const grafico = shows('un gráfico', /grafico|barras?\b/)
const pictograma = shows('un pictograma', /pictograma|cada [★●☺■▲♦]/)
const HORA = /\b\d{1,2}:\d{2}\b/

// ——— The checks ———

export const matematicaChecks: Readonly<Record<string, OaCheck>> = {
  // 1° Básico
  'MA01 OA 01': {
    conceptos: ['contar de 2 en 2', 'contar de 5 en 5', 'contar de 10 en 10', 'conteo', 'contar hacia atrás'],
    estructura: either(
      shows(
        'un conteo de 1 en 1, de 2 en 2, de 5 en 5 o de 10 en 10',
        /de (1|2|5|10) en (1|2|5|10)\b|cuenta (hacia|de)|contando/,
      ),
      secuencia,
    ),
  },
  'MA01 OA 02': {
    conceptos: ['números ordinales', 'primero', 'décimo', 'posición'],
    estructura: shows(
      'un número ordinal (primero… décimo)',
      /\b(primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|septim[oa]|octav[oa]|noven[oa]|decim[oa])\b/,
    ),
  },
  'MA01 OA 03': {
    conceptos: ['leer números', 'representar números', 'número en palabras'],
    estructura: shows(
      'un número hasta 20 leído, escrito en palabras o representado',
      /se (escribe|lee)|en palabras|con (palabras|cifras)|(●|○|■|▲|★|\|){3,}|decena y|dibuj[oa].*(punto|palito)/,
    ),
  },
  'MA01 OA 04': {
    conceptos: ['comparar números', 'ordenar números', 'mayor', 'menor'],
    estructura: shows(
      'números hasta 20 comparados u ordenados',
      /\bmayor\b|\bmenor\b|orden|mas grande|mas pequeno|\bantes\b|\bdespues\b|\bentre el\b/,
    ),
  },
  'MA01 OA 05': {
    conceptos: ['estimar', 'estimación', 'cantidad de referencia'],
    estructura: shows(
      'una estimación con una cantidad de referencia',
      /estim|aproximad|mas o menos|cerca de|referencia|a ojo/,
    ),
  },
  'MA01 OA 06': {
    conceptos: ['componer', 'descomponer', 'formar el número'],
    estructura: shows(
      'un número compuesto o descompuesto en sumandos',
      /descompo|compon|forma(r|n)? el \d+|formas? de (armar|formar)|\d+ = \d+ \+ (\d+|_)|se forma con|dos partes/,
    ),
  },
  'MA01 OA 07': {
    conceptos: ['cálculo mental', 'completar 10', 'dobles', 'contar hacia adelante', 'contar hacia atrás'],
    estructura: shows(
      'una estrategia de cálculo mental (completar 10, dobles, contar hacia adelante o atrás)',
      /completa(ndo|r)? (el )?10|dobles?\b|mentalmente|sin contar|estrategia|hacia (adelante|atras)|saltos? de 1|si \d+ \+ \d+ = \d+/,
    ),
  },
  'MA01 OA 08': {
    conceptos: ['decenas', 'unidades', 'grupos de 10'],
    estructura: shows(
      'decenas y unidades, grupos de 10',
      /decenas?|unidades|grupos? de (10|diez)|bolsas? de (10|diez)|cajas? de (10|diez)/,
    ),
  },
  'MA01 OA 09': {
    conceptos: ['sumar', 'restar', 'suma', 'resta', 'problema'],
    estructura: both(sumaResta(20), shows('un problema de sumar o restar', /\?/)),
  },
  'MA01 OA 10': {
    conceptos: ['operaciones inversas', 'suma', 'resta'],
    estructura: shows(
      'una suma y la resta que la deshace',
      /inversa|deshace|deshacer|devuelve|vuelve a tener|(\d+ \+ \d+ = \d+)[\s\S]*\d+ - \d+|(\d+ - \d+ = \d+)[\s\S]*\d+ \+ \d+/,
    ),
  },
  'MA01 OA 11': {
    conceptos: ['patrón', 'patrones', 'secuencia', 'repetitivo'],
    estructura: either(shows('un patrón', /patron|se repite|que sigue|continua la|secuencia/), secuencia),
  },
  'MA01 OA 12': {
    conceptos: ['igualdad', 'desigualdad', 'balanza', 'equilibrio', 'signo igual'],
    estructura: shows('una igualdad o desigualdad en una balanza', /balanza|equilibr|signo igual|desigual|igualdad/),
  },
  'MA01 OA 13': {
    conceptos: ['ubicación', 'derecha', 'izquierda', 'arriba', 'abajo'],
    estructura: shows(
      'la ubicación de objetos o personas',
      /derecha|izquierda|arriba|abajo|encima|debajo|delante|detras|al lado/,
    ),
  },
  'MA01 OA 14': {
    conceptos: ['figuras 2d', 'figuras 3d', 'cubo', 'esfera', 'triángulo', 'círculo'],
    estructura: shows(
      'una figura 2D o 3D',
      /\b(cubos?|esferas?|conos?|cilindros?|paralelepipedos?|piramides?|triangulos?|cuadrados?|rectangulos?|circulos?)\b|cubica|forma|rodar/,
    ),
  },
  'MA01 OA 15': {
    conceptos: ['línea recta', 'línea curva'],
    estructura: shows('líneas rectas o curvas', /\brectas?\b|\bcurvas?\b/),
  },
  'MA01 OA 16': {
    conceptos: ['duración', 'tiempo', 'actividades cotidianas'],
    estructura: shows('la duración de actividades', /dura|demor|reloj de arena|mas tiempo|menos tiempo/),
  },
  'MA01 OA 17': {
    conceptos: ['días de la semana', 'meses del año', 'fechas'],
    estructura: shows(
      'días, meses o el orden de acontecimientos',
      /\b(lunes|martes|miercoles|jueves|viernes|sabado|domingo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b|\bayer\b|manana|justo (despues|antes)|primero/,
    ),
  },
  'MA01 OA 18': {
    conceptos: ['longitud', 'largo', 'corto'],
    estructura: shows('una comparación de longitudes', /larg[oa]|cort[oa]|\bmide\b|\bmidio\b|midieron/),
  },
  'MA01 OA 19': {
    conceptos: ['datos', 'tabla de conteo', 'pictograma', 'bloques'],
    estructura: both(shows('datos reunidos', /pregunt|anot|conto|registr/), tabla),
  },
  'MA01 OA 20': { conceptos: ['pictograma', 'pictogramas'], estructura: pictograma },

  // 2° Básico
  'MA02 OA 01': {
    conceptos: ['contar de 2 en 2', 'contar de 5 en 5', 'contar de 10 en 10', 'contar de 100 en 100'],
    estructura: either(
      shows(
        'un conteo de 2, 5, 10 o 100 en adelante o hacia atrás',
        /de (2|5|10|100) en (2|5|10|100)\b|contando|cuenta (hacia|de)/,
      ),
      secuencia,
    ),
  },
  'MA02 OA 02': {
    conceptos: ['leer números', 'representar números', 'decenas'],
    estructura: shows(
      'un número hasta 100 leído, escrito en palabras o representado',
      /se (escribe|lee)|en palabras|con cifras|\b(veinti\w+|treinta|cuarenta|cincuenta|sesenta|setenta|ochenta|noventa)\b|barras? de (10|diez)|bolsas? de (10|diez)/,
    ),
  },
  'MA02 OA 03': {
    conceptos: ['comparar números', 'ordenar números', 'mayor', 'menor'],
    estructura: shows(
      'números hasta 100 comparados u ordenados',
      /\bmayor\b|\bmenor\b|orden|mas grande|mas pequeno|mas dinero|menos dinero/,
    ),
  },
  'MA02 OA 04': {
    conceptos: ['estimar', 'estimación', 'cantidad de referencia'],
    estructura: shows(
      'una estimación con una cantidad de referencia',
      /estim|aproximad|mas o menos|cerca de|referencia/,
    ),
  },
  'MA02 OA 05': {
    conceptos: ['componer', 'descomponer'],
    estructura: shows(
      'un número compuesto o descompuesto en sumandos',
      /descompo|compon|forma(r|n)? el \d+|\d+ = \d+ \+ (\d+|_)|se forma con/,
    ),
  },
  'MA02 OA 06': {
    conceptos: ['cálculo mental', 'completar 10', 'dobles', 'mitades'],
    estructura: shows(
      'una estrategia de cálculo mental (completar 10, dobles, mitades, uno más o uno menos)',
      /completa(ndo|r)? (el )?10|dobles?\b|mitad|uno mas|uno menos|mentalmente|estrategia|si \d+ \+ \d+ = \d+/,
    ),
  },
  'MA02 OA 07': {
    conceptos: ['decenas', 'unidades', 'valor posicional'],
    estructura: shows('decenas y unidades, el valor posicional', /decenas?|unidades|valor posicional|\bvale\b/),
  },
  'MA02 OA 08': {
    conceptos: ['sumar 0', 'restar 0', 'cero'],
    estructura: shows('sumar o restar 0', /[+\-−] 0\b|\bcero\b|\b0 [+\-−]|(mas|menos) 0\b/),
  },
  'MA02 OA 09': {
    conceptos: ['suma', 'resta', 'sin reserva', 'problema'],
    estructura: both(sumaResta(100, 10), shows('un problema de sumar o restar', /\?/)),
  },
  'MA02 OA 10': {
    conceptos: ['familia de operaciones', 'suma', 'resta'],
    estructura: shows(
      'una familia de operaciones (la suma y sus restas)',
      /familia|(\d+ \+ \d+ = \d+)[\s\S]*\d+ - \d+|(\d+ - \d+ = \d+)[\s\S]*\d+ \+ \d+|_+ \+ \d+ = \d+|\d+ \+ _+ = \d+/,
    ),
  },
  'MA02 OA 11': {
    conceptos: ['multiplicación', 'sumandos iguales', 'tabla del 2', 'tabla del 5', 'tabla del 10'],
    estructura: either(
      shows(
        'una multiplicación o una suma de sumandos iguales',
        /·|\bveces\b|sumandos iguales|de (2|5|10) en (2|5|10)|monedas de \$(5|10)\b/,
      ),
      computes('una multiplicación por 2, 5 o 10', (e) => /^\d+ \* (2|5|10)$|^(2|5|10) \* \d+$/.test(e)),
    ),
  },
  'MA02 OA 12': {
    conceptos: ['patrón numérico', 'patrones', 'términos que faltan'],
    estructura: both(secuencia, shows('un patrón numérico', /patron|falta|sigue|_+|\?/)),
  },
  'MA02 OA 13': {
    conceptos: ['igualdad', 'desigualdad', 'signos'],
    estructura: shows('una igualdad o desigualdad con =, > o <', /[<>]|signo|balanza/),
  },
  'MA02 OA 14': {
    conceptos: ['ubicación', 'derecha', 'izquierda'],
    estructura: shows(
      'la ubicación de objetos o personas',
      /derecha|izquierda|arriba|abajo|encima|debajo|delante|detras|\bentre\b|al lado|frente|lugar \d+|repisa/,
    ),
  },
  'MA02 OA 15': {
    conceptos: ['triángulo', 'cuadrado', 'rectángulo', 'círculo', 'figuras 2d'],
    estructura: shows(
      'una figura 2D (triángulo, cuadrado, rectángulo, círculo)',
      /triangulo|cuadrado|rectangulo|circulo|\blados?\b|vertices?/,
    ),
  },
  'MA02 OA 16': {
    conceptos: ['figuras 3d', 'cubo', 'paralelepípedo', 'esfera', 'cono'],
    estructura: shows(
      'una figura 3D',
      /cubo|cubica|paralelepipedo|esfera|cono|cilindro|piramide|caras?|aristas?|rodar/,
    ),
  },
  'MA02 OA 17': {
    conceptos: ['calendario', 'días', 'semanas', 'meses', 'fechas'],
    estructura: shows(
      'días, semanas, meses o fechas de un calendario',
      /calendario|\bdias?\b|semanas?|\bmes(es)?\b|fecha|lunes|martes|miercoles|jueves|viernes|sabado|domingo/,
    ),
  },
  'MA02 OA 18': {
    conceptos: ['reloj digital', 'horas', 'medias horas'],
    estructura: shows('una hora en un reloj digital', HORA, /reloj|\bhoras?\b|en punto/),
  },
  'MA02 OA 19': {
    conceptos: ['longitud', 'centímetros', 'metros', 'medir'],
    estructura: shows(
      'una longitud medida',
      /\bcm\b|\bm\b|centimetros?|metros?|cuartas?|pasos|clips|\bmide\b|midio|largo|unidad/,
    ),
  },
  'MA02 OA 20': {
    conceptos: ['datos', 'monedas', 'dados', 'tabla de conteo'],
    estructura: both(dadosMonedas, either(tabla, pictograma, grafico)),
  },
  'MA02 OA 21': {
    conceptos: ['tablas', 'gráficos de barra', 'dados', 'monedas'],
    estructura: both(dadosMonedas, either(tabla, grafico)),
  },
  'MA02 OA 22': {
    conceptos: ['pictograma', 'escala', 'gráfico de barra'],
    estructura: either(pictograma, shows('un gráfico de barras', /grafico de barras|la barra/)),
  },

  // 3° Básico
  'MA03 OA 01': {
    conceptos: ['contar de 3 en 3', 'contar de 5 en 5', 'contar de 100 en 100', 'múltiplo'],
    estructura: either(shows('un conteo de n en n', /de (\d+) en \1\b|contando|cuenta (hacia|de)/), secuencia),
  },
  'MA03 OA 02': {
    conceptos: ['leer números', 'representar números', 'centenas'],
    estructura: shows(
      'un número hasta 1.000 leído, escrito en palabras o representado',
      /se (escribe|lee)|en palabras|con cifras|\b(doscientos|trescientos|cuatrocientos|quinientos|seiscientos|setecientos|ochocientos|novecientos)\b|placas? de (100|cien)|billetes? de \$?1\.000/,
    ),
  },
  'MA03 OA 03': {
    conceptos: ['comparar', 'ordenar', 'recta numérica', 'valor posicional'],
    estructura: shows(
      'números hasta 1.000 comparados u ordenados',
      /\bmayor\b|\bmenor\b|orden|recta numerica|centenas/,
    ),
  },
  'MA03 OA 04': {
    conceptos: ['cálculo mental', 'descomponer', 'completar la decena', 'dobles'],
    estructura: shows(
      'una estrategia de cálculo mental hasta 100',
      /mentalmente|descompo|completa(r|ndo)? la decena|decena mas cercana|dobles?\b|estrategia|en lugar de restar|asocia/,
    ),
  },
  'MA03 OA 05': {
    conceptos: ['unidades', 'decenas', 'centenas', 'valor posicional'],
    estructura: shows('unidades, decenas y centenas', /centenas?|valor posicional|\bvale\b/),
  },
  'MA03 OA 06': {
    conceptos: ['suma', 'resta', 'reserva', 'algoritmo'],
    estructura: both(sumaResta(1000, 100), shows('un problema o un cálculo de suma o resta', /\?|reserva|algoritmo/)),
  },
  'MA03 OA 07': {
    conceptos: ['familia de operaciones', 'suma', 'resta'],
    estructura: shows(
      'una familia de operaciones (la suma y sus restas)',
      /familia|si \d+ \+ \d+ = \d+|_+ = \d+|\d+ \+ _+|juntaron|entre (los|las) dos|en total[^?]*\. [^?]*\?/,
    ),
  },
  'MA03 OA 08': {
    conceptos: ['tablas de multiplicar', 'multiplicación', 'propiedad distributiva'],
    estructura: either(
      shows('una multiplicación', /·|\bveces\b|en cada|sumandos/),
      computes('una multiplicación', (e) => e.includes('*')),
    ),
  },
  'MA03 OA 09': {
    conceptos: ['división', 'reparto', 'agrupar en partes iguales'],
    estructura: either(
      shows('una división (reparto o agrupación)', /\d\s?:\s?\d|reparte|grupos de|partes iguales|una y otra vez|divid/),
      computes('una división', (e) => e.includes('/')),
    ),
  },
  'MA03 OA 10': { conceptos: ['dinero', 'pesos', 'precio'], estructura: dinero },
  'MA03 OA 11': { conceptos: ['fracciones', 'un medio', 'un tercio', 'un cuarto'], estructura: fraccion },
  'MA03 OA 12': {
    conceptos: ['patrones numéricos', 'tabla del 100'],
    estructura: either(shows('un patrón en la tabla del 100', /tabla del 100|patron/), secuencia),
  },
  'MA03 OA 13': { conceptos: ['ecuación', 'número desconocido', 'símbolo'], estructura: simbolo },
  'MA03 OA 14': {
    conceptos: ['mapa', 'cuadrícula', 'ubicación'],
    estructura: shows(
      'una ubicación en un mapa o una cuadrícula',
      /mapa|cuadricula|columna|\bfilas?\b|norte|\bsur\b|\beste\b|oeste|plano/,
    ),
  },
  'MA03 OA 15': {
    conceptos: ['red', 'redes', 'figuras 3d'],
    estructura: shows('la red de un cuerpo', /\bred(es)?\b|despleg|desarma/),
  },
  'MA03 OA 16': {
    conceptos: ['caras', 'aristas', 'vértices'],
    estructura: shows('caras, aristas o vértices de un cuerpo', /caras?\b|aristas?|vertices?|superficie curva/),
  },
  'MA03 OA 17': {
    conceptos: ['traslación', 'reflexión', 'rotación'],
    estructura: shows(
      'una traslación, reflexión o rotación',
      /traslad|traslacion|reflej|reflexion|rot(a|o|ada|acion)\b|rotacion|espejo|gir[ao]|vuelta/,
    ),
  },
  'MA03 OA 18': { conceptos: ['ángulo', 'ángulo recto', '45°', '90°'], estructura: shows('un ángulo', /angulo|°/) },
  'MA03 OA 19': {
    conceptos: ['calendario', 'línea de tiempo'],
    estructura: shows(
      'un calendario o una línea de tiempo',
      /calendario|linea de tiempo|fecha|\bdias?\b|\bmes\b|semana|\banos?\b|de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)/,
    ),
  },
  'MA03 OA 20': {
    conceptos: ['reloj', 'hora', 'cuarto de hora', 'minutos'],
    estructura: shows('una hora en un reloj', HORA, /reloj|\bhoras?\b|minut|y cuarto|menos cuarto/),
  },
  'MA03 OA 21': {
    conceptos: ['perímetro'],
    estructura: shows('un perímetro', /perimetro|borde|contorno|alrededor|cerca|encaje|marco|huincha|rodear|reja/),
  },
  'MA03 OA 22': {
    conceptos: ['masa', 'gramos', 'kilogramos'],
    estructura: shows('una masa en gramos o kilogramos', /\bkg\b|\d g\b|gramos?|kilos?|kilogramos?|masa|pesa/),
  },
  'MA03 OA 23': {
    conceptos: ['encuesta', 'tabla', 'gráfico de barra'],
    estructura: both(shows('los datos de una encuesta', /encuesta|pregunt/), either(tabla, grafico)),
  },
  'MA03 OA 24': {
    conceptos: ['juegos de azar', 'dados', 'monedas'],
    estructura: either(dadosMonedas, shows('un juego de azar', /juego de azar|sacar una ficha|ruleta/)),
  },
  'MA03 OA 25': { conceptos: ['pictograma', 'gráfico de barra', 'escala'], estructura: either(pictograma, grafico) },
  'MA03 OA 26': {
    conceptos: ['diagrama de puntos'],
    estructura: shows('un diagrama de puntos', /diagrama|puntos? sobre/),
  },

  // 4° Básico
  'MA04 OA 01': {
    conceptos: ['valor posicional', 'unidades de mil', 'comparar', 'ordenar'],
    estructura: both(
      grande(4),
      shows(
        'leído, comparado, ordenado o por su valor posicional',
        /valor|\bmayor\b|\bmenor\b|orden|de (10|100|1\.000) en|se (lee|escribe)|palabras|digito|cifra|unidades de mil|centenas|redonde/,
      ),
    ),
  },
  'MA04 OA 02': {
    conceptos: ['cálculo mental', 'doblar', 'dividir por 2', 'doble del doble'],
    estructura: both(
      shows(
        'una estrategia de cálculo mental',
        /doble|mitad|mentalmente|descompo|estrategia|dividir por 2|hacia (adelante|atras)/,
      ),
      multiplicaODivide,
    ),
  },
  'MA04 OA 03': {
    conceptos: ['suma', 'resta', 'estimación', 'algoritmo'],
    estructura: either(
      both(sumaResta(1000, 100), shows('un problema', /\?/)),
      shows('una suma o resta estimada', /(estim|redonde)[\s\S]*(\+|-|suma|resta)/),
    ),
  },
  'MA04 OA 04': {
    conceptos: ['propiedad del 0', 'propiedad del 1', 'multiplicación'],
    estructura: shows(
      'multiplicar por 0 o por 1, dividir por 1',
      /[·×*]\s*[01]\b|\b[01]\s*[·×*]|:\s*1\b|por (0|1|cero|uno)\b|propiedad/,
    ),
  },
  'MA04 OA 05': {
    conceptos: ['multiplicación', 'tres dígitos', 'algoritmo', 'propiedad distributiva'],
    estructura: computes('un número de tres dígitos por uno de un dígito', (e) =>
      /\b\d{3} \* \d\b|\b\d \* \d{3}\b/.test(e),
    ),
  },
  'MA04 OA 06': {
    conceptos: ['división', 'dividendo', 'divisor', 'cociente'],
    estructura: either(
      computes('un dividendo de dos dígitos y un divisor de un dígito', (e) => /(^|[^\d])\d{2} \/ \d\b/.test(e)),
      shows('una división con resto', /\bresto\b|sobran?\b/),
    ),
  },
  'MA04 OA 07': { conceptos: ['dinero', 'pesos', 'problema'], estructura: dinero },
  'MA04 OA 08': { conceptos: ['fracción', 'fracciones', 'recta numérica'], estructura: fraccion },
  'MA04 OA 09': {
    conceptos: ['fracciones de igual denominador', 'sumar fracciones', 'restar fracciones'],
    estructura: either(
      shows('una suma o resta de fracciones de igual denominador', /\d+\/(\d+) [+\-−] \d+\/\1\b|denominador/),
      computes('una suma o resta de fracciones de igual denominador', (e) => /\d+\/(\d+) [+-] \d+\/\1\b/.test(e)),
    ),
  },
  'MA04 OA 10': { conceptos: ['fracciones propias', 'números mixtos'], estructura: fraccion },
  'MA04 OA 11': {
    conceptos: ['decimales', 'décimos', 'centésimos'],
    estructura: both(
      decimal,
      shows(
        'comparado, ordenado o descrito',
        /mayor|menor|orden|compar|decim|centesim|representa|recta|se lee|se escribe/,
      ),
    ),
  },
  'MA04 OA 12': { conceptos: ['decimales', 'sumar decimales', 'restar decimales'], estructura: decimal },
  'MA04 OA 13': {
    conceptos: ['patrones numéricos', 'tabla'],
    estructura: both(shows('una tabla', /\btabla\b/), shows('un patrón', /patron|regla|sigue|falta|\?/)),
  },
  'MA04 OA 14': {
    conceptos: ['ecuación', 'inecuación', 'comprobar'],
    estructura: either(ecuacionLetra, inecuacion, simbolo),
  },
  'MA04 OA 15': {
    conceptos: ['mapa', 'coordenadas', 'ubicación'],
    estructura: shows(
      'una ubicación en un mapa con letras y números',
      /mapa|casillas?|\b[a-h]\d\b|columnas?|\bfilas?\b/,
    ),
  },
  'MA04 OA 16': {
    conceptos: ['vista', 'frente', 'costado', 'arriba'],
    estructura: shows('una vista de una figura 3D', /de frente|desde arriba|costado|desde el lado|vista|se ve|se ven/),
  },
  'MA04 OA 17': {
    conceptos: ['simetría', 'eje de simetría'],
    estructura: shows('una simetría', /simetri|\bejes?\b|espejo|reflej/),
  },
  'MA04 OA 18': {
    conceptos: ['trasladar', 'rotar', 'reflejar'],
    estructura: shows(
      'una traslación, rotación o reflexión',
      /traslad|traslacion|rot(a|o|ada|acion)\b|rotacion|reflej|reflexion|gir[ao]|vuelta|espejo/,
    ),
  },
  'MA04 OA 19': { conceptos: ['ángulo', 'transportador'], estructura: shows('un ángulo', /angulo|transportador|°/) },
  'MA04 OA 20': {
    conceptos: ['reloj', 'a. m.', 'p. m.', 'formato de 24 horas'],
    estructura: shows('una hora (a. m., p. m., 24 horas)', HORA, /a\. ?m\.|p\. ?m\.|reloj|\bhoras?\b/),
  },
  'MA04 OA 21': {
    conceptos: ['unidades de tiempo', 'convertir', 'minutos', 'horas'],
    estructura: shows(
      'unidades de tiempo',
      /segundos?|minutos?|\bhoras?\b|\bdias?\b|semanas?|\bmes(es)?\b|\banos?\b|decadas?|siglos?/,
    ),
  },
  'MA04 OA 22': {
    conceptos: ['metros', 'centímetros', 'milímetros', 'longitud'],
    estructura: shows('una longitud en m, cm o mm', /\bmm\b|\bcm\b|\d m\b|metros?|centimetros?|milimetros?/),
  },
  'MA04 OA 23': {
    conceptos: ['área', 'cm²', 'm²'],
    estructura: shows('un área', /area|cm²|m²|baldosas|cuadritos|cuadrados de 1/),
  },
  'MA04 OA 24': {
    conceptos: ['volumen', 'cubos'],
    estructura: shows('un volumen medido con cubos', /volumen|cubos?\b|cubitos|cm³/),
  },
  'MA04 OA 25': {
    conceptos: ['encuesta', 'muestra', 'tabla', 'gráfico'],
    estructura: either(
      shows('una muestra aleatoria', /muestra/),
      both(shows('los datos de una encuesta', /encuesta|pregunt|registr|anot/), either(tabla, grafico)),
    ),
  },
  'MA04 OA 26': {
    conceptos: ['experimento aleatorio', 'resultados', 'tabla'],
    estructura: shows(
      'un experimento aleatorio',
      /\bdados?\b|moneda|ruleta|bolitas?|experimento|lanz|sac(a|o|ar) (una|un)|tarjetas?/,
    ),
  },
  'MA04 OA 27': { conceptos: ['pictograma', 'gráfico de barra', 'escala'], estructura: either(pictograma, grafico) },

  // 5° Básico
  'MA05 OA 01': {
    conceptos: ['valor posicional', 'millones', 'forma expandida', 'aproximar'],
    estructura: either(grande(7), shows('un número de millones', /millon|millones/)),
  },
  'MA05 OA 02': {
    conceptos: ['cálculo mental', 'multiplicar', 'agregar ceros', 'doblar'],
    estructura: both(
      shows(
        'una estrategia de cálculo mental para multiplicar',
        /mentalmente|agrega(r|ndo)? (los )?ceros|dobla|mitad|dividir por 2|conmutativ|asociativ|distributiv|estrategia|descompo/,
      ),
      multiplicaODivide,
    ),
  },
  'MA05 OA 03': {
    conceptos: ['multiplicación', 'dos dígitos', 'estimar productos'],
    estructura: either(
      computes('un número de dos dígitos por otro de dos dígitos', (e) => /(^|[^\d])\d{2} \* \d{2}(?!\d)/.test(e)),
      shows('un producto de dos dígitos por dos dígitos', /(^|[^\d,.])\d{2} ?[·×] ?\d{2}(?!\d|,\d)/),
    ),
  },
  'MA05 OA 04': {
    conceptos: ['división', 'resto', 'cociente'],
    estructura: either(
      computes('un dividendo de tres dígitos y un divisor de un dígito', (e) => /(^|[^\d])\d{3} \/ \d(?!\d)/.test(e)),
      both(shows('una división con resto', /\bresto\b|sobran?\b/), shows('un dividendo de tres dígitos', /\b\d{3}\b/)),
    ),
  },
  'MA05 OA 05': {
    conceptos: ['prioridad de las operaciones', 'paréntesis', 'operaciones combinadas'],
    estructura: combinada,
  },
  'MA05 OA 06': {
    conceptos: ['problema', 'cuatro operaciones', 'dinero'],
    estructura: both(
      computes('dos operaciones o más', (e) => (e.match(/[+\-*/]/g) ?? []).length >= 2),
      either(dinero, grande(4)),
    ),
  },
  'MA05 OA 07': {
    conceptos: ['fracciones equivalentes', 'amplificar', 'simplificar', 'comparar fracciones'],
    estructura: both(
      fraccion,
      shows(
        'equivalentes, amplificadas, simplificadas o comparadas',
        /equivalen|amplific|simplific|compar|\bmayor\b|\bmenor\b|orden|irreductible/,
      ),
    ),
  },
  'MA05 OA 08': { conceptos: ['fracciones impropias', 'números mixtos'], estructura: mixtoOImpropia },
  'MA05 OA 09': {
    conceptos: ['sumar fracciones', 'restar fracciones', 'amplificar', 'simplificar'],
    estructura: either(
      computes('una suma o resta de fracciones', (e) => /\d+\/\d+\s*[+-]\s*\(?\d+\/\d+/.test(e)),
      shows('una suma o resta de fracciones', /\d+\/\d+ [+\-−] \d+\/\d+/),
    ),
  },
  'MA05 OA 10': { conceptos: ['número decimal', 'fracción'], estructura: both(fraccion, decimal) },
  'MA05 OA 11': {
    conceptos: ['comparar decimales', 'ordenar decimales', 'milésima'],
    estructura: both(decimal, shows('decimales comparados u ordenados', /\bmayor\b|\bmenor\b|orden|compar/)),
  },
  'MA05 OA 12': { conceptos: ['decimales', 'milésima', 'sumar', 'restar'], estructura: decimal },
  'MA05 OA 13': { conceptos: ['fracciones', 'decimales', 'problema'], estructura: either(fraccion, decimal) },
  'MA05 OA 14': {
    conceptos: ['sucesión', 'regla', 'predicción'],
    estructura: both(
      secuencia,
      shows('la regla de una sucesión', /regla|termino|lugar|posicion|sigue|predic|sucesion/),
    ),
  },
  'MA05 OA 15': {
    conceptos: ['ecuación', 'inecuación', 'incógnita'],
    estructura: either(ecuacionLetra, inecuacion, simbolo),
  },
  'MA05 OA 16': {
    conceptos: ['plano cartesiano', 'coordenadas', 'par ordenado'],
    estructura: shows(
      'puntos con coordenadas en el plano',
      /\(\d+, \d+\)|plano cartesiano|coordenadas|origen|par ordenado/,
    ),
  },
  'MA05 OA 17': {
    conceptos: ['paralelos', 'perpendiculares', 'aristas', 'lados'],
    estructura: shows(
      'lados o aristas paralelos, perpendiculares o que se cortan',
      /paralel|perpendicular|se cortan|aristas?|caras?\b/,
    ),
  },
  'MA05 OA 18': {
    conceptos: ['congruencia', 'traslación', 'reflexión', 'rotación'],
    estructura: shows(
      'figuras congruentes por una transformación',
      /congruen|traslad|reflej|rot(a|o|ada|acion)\b|rotacion|espejo/,
    ),
  },
  'MA05 OA 19': {
    conceptos: ['medir longitudes', 'metros', 'centímetros', 'milímetros'],
    estructura: shows('una longitud medida en m, cm o mm', /\bmm\b|\bcm\b|\d m\b|metros?|centimetros?|milimetros?/),
  },
  'MA05 OA 20': {
    conceptos: ['convertir unidades de longitud', 'kilómetros', 'metros', 'centímetros', 'milímetros'],
    estructura: both(
      shows('una longitud', /\bkm\b|kilometros?|\bmm\b|\bcm\b|\d m\b|metros?|centimetros?|milimetros?/),
      either(
        shows(
          'una conversión',
          /equivale|convert|expresad|a cuantos|cuantos (kilometros|metros|centimetros|milimetros)/,
        ),
        computes('una conversión', (e) => /[*/]\s*10{1,5}\b/.test(e)),
      ),
    ),
  },
  'MA05 OA 21': {
    conceptos: ['rectángulos', 'perímetro', 'área'],
    estructura: both(
      shows('un rectángulo', /rectangul|cuadrad/),
      shows('su perímetro o su área', /perimetro|area|cerca|borde/),
    ),
  },
  'MA05 OA 22': {
    conceptos: ['área', 'triángulos', 'paralelogramos', 'trapecios'],
    estructura: both(
      shows('un área', /area|cm²|m²|cuadritos|cuadrados/),
      shows(
        'un triángulo, paralelogramo, trapecio o figura irregular',
        /triangul|paralelogramo|trapecio|romboide|rombo|irregular/,
      ),
    ),
  },
  'MA05 OA 23': {
    conceptos: ['promedio'],
    estructura: shows('un promedio', /promedio|\bmedia\b|fueran iguales|por igual/),
  },
  'MA05 OA 24': {
    conceptos: ['seguro', 'posible', 'poco posible', 'imposible'],
    estructura: shows('la posibilidad de un evento', /seguro|posible|imposible/),
  },
  'MA05 OA 25': {
    conceptos: ['probabilidad', 'más probable', 'menos probable'],
    estructura: shows(
      'probabilidades comparadas',
      /probable|probabilidad|posibilidad|mas posible|menos posible|conviene|ganadoras?/,
    ),
  },
  'MA05 OA 26': {
    conceptos: ['tabla', 'gráfico de barra', 'gráfico de línea'],
    estructura: shows('una tabla o un gráfico de barras o de línea', /tabla|grafico|barra/),
  },
  'MA05 OA 27': {
    conceptos: ['diagrama de tallo y hojas'],
    estructura: shows('un diagrama de tallo y hojas', /tallo/),
  },

  // 6° Básico
  'MA06 OA 01': {
    conceptos: ['factores', 'múltiplos', 'números primos', 'números compuestos'],
    estructura: shows(
      'factores, múltiplos, primos o compuestos',
      /factor|multiplo|divisor|\bprimos?\b|compuestos?\b|divisible|minimo comun|maximo comun/,
    ),
  },
  'MA06 OA 02': {
    conceptos: ['prioridad de las operaciones', 'paréntesis', 'operaciones combinadas'],
    estructura: combinada,
  },
  'MA06 OA 03': {
    conceptos: ['razón', 'razones'],
    estructura: shows('una razón', /\brazon\b|\brazones\b|\d+ ?: ?\d+|por cada|\d+ es a \d+/),
  },
  'MA06 OA 04': { conceptos: ['porcentaje'], estructura: porcentaje },
  'MA06 OA 05': { conceptos: ['fracciones impropias', 'números mixtos', 'recta numérica'], estructura: mixtoOImpropia },
  'MA06 OA 06': {
    conceptos: ['fracciones impropias', 'números mixtos', 'sumar', 'restar'],
    estructura: both(
      either(
        computes(
          'una suma o resta de fracciones',
          (e) => /\d\/\d+\)?\s*[+-]\s*\(?\d/.test(e) || /\d\s*[+-]\s*\(?\d+\/\d/.test(e),
        ),
        shows('una suma o resta de fracciones', /\d\/\d+ [+\-−] \d/),
      ),
      mixtoOImpropia,
    ),
  },
  'MA06 OA 07': {
    conceptos: ['multiplicación de decimales', 'división de decimales'],
    estructura: both(decimal, multiplicaODivide),
  },
  'MA06 OA 08': {
    conceptos: ['fracciones', 'números mixtos', 'decimales', 'problema'],
    estructura: both(
      either(fraccion, decimal),
      computes('una suma o una resta', (e) => /[+-]/.test(e)),
    ),
  },
  'MA06 OA 09': {
    conceptos: ['tabla de valores', 'regla', 'patrón'],
    estructura: both(
      shows('una tabla de valores', /\btabla\b/),
      shows('la regla que la relaciona', /regla|relacion|patron|\bn\b|\bx\b/),
    ),
  },
  'MA06 OA 10': { conceptos: ['expresión algebraica', 'letras', 'generalización'], estructura: expresionAlgebraica },
  'MA06 OA 11': { conceptos: ['ecuación', 'incógnita', 'balanza'], estructura: ecuacionLetra },
  'MA06 OA 12': {
    conceptos: ['triángulos', 'escaleno', 'isósceles', 'equilátero'],
    estructura: shows('un triángulo', /triangul|escaleno|isosceles|equilatero/),
  },
  'MA06 OA 13': {
    conceptos: ['red', 'área de la superficie', 'cubo', 'paralelepípedo'],
    estructura: both(
      shows('la red de un cuerpo', /\bred\b|caras?\b|forrar|molde|desarma/),
      shows('un cubo o paralelepípedo', /cub|paralelepipedo|caja|dado|baul|envase|×|de alto/),
    ),
  },
  'MA06 OA 14': {
    conceptos: ['teselado', 'teselación'],
    estructura: shows('un teselado', /tesel|mosaico|baldosa|embaldos|pavimentar|adoquin|azulejo/),
  },
  'MA06 OA 15': {
    conceptos: ['ángulo agudo', 'ángulo recto', 'ángulo obtuso', 'ángulo extendido', 'ángulo completo'],
    estructura: both(
      shows('un ángulo', /angulo|°/),
      shows(
        'de un tipo (agudo, recto, obtuso, extendido, completo) o construido',
        /agud|recto|obtus|extendido|complet|transportador|traz|constru|vuelta|manillas|manecillas|horario|minutero/,
      ),
    ),
  },
  'MA06 OA 16': {
    conceptos: ['ángulos opuestos por el vértice', 'ángulos complementarios'],
    estructura: shows(
      'ángulos opuestos por el vértice o complementarios',
      /opuesto|complement|se cortan|adyacente|se cruzan|divide un angulo recto|forma 90°/,
    ),
  },
  'MA06 OA 17': {
    conceptos: ['ángulos interiores', 'triángulo', 'cuadrilátero', '180°', '360°'],
    estructura: both(
      shows('un ángulo', /angulo|°|puntas/),
      shows(
        'un triángulo o un cuadrilátero',
        /triangul|cuadrilater|trapecio|rectangul|rombo|romboide|paralelogramo|cuatro lados|180|360/,
      ),
    ),
  },
  'MA06 OA 18': {
    conceptos: ['área de la superficie', 'cm²', 'm²'],
    estructura: shows('el área de una superficie', /area|cm²|m²|superficie|forrar|pintar/),
  },
  'MA06 OA 19': {
    conceptos: ['volumen', 'cm³', 'm³'],
    estructura: shows('un volumen', /volumen|cm³|m³|mm³|litros?|cubicos|caben/),
  },
  'MA06 OA 20': {
    conceptos: ['medir ángulos', 'transportador', 'grados'],
    estructura: both(
      shows('un ángulo', /angulo|°|grados/),
      shows('medido o estimado', /transportador|estim|escala|vuelta|gir|minutero|horario|mide|medir|marca/),
    ),
  },
  'MA06 OA 21': {
    conceptos: ['rectas paralelas', 'transversal', 'ángulos de triángulos'],
    estructura: both(
      shows('un ángulo', /angulo|°/),
      shows('rectas paralelas cortadas por una transversal, o un triángulo', /paralel|transversal|triangul/),
    ),
  },
  'MA06 OA 22': {
    conceptos: ['diagrama de puntos', 'diagrama de tallo y hojas', 'distribución'],
    estructura: shows('dos distribuciones comparadas', /diagrama|tallo|ambos grupos|dispersion|con los del/),
  },
  'MA06 OA 23': {
    conceptos: ['conjetura', 'tendencia', 'experimento'],
    estructura: both(
      shows('un experimento repetido', /lanz|dado|moneda|ruleta|experimento|bolita/),
      shows('la tendencia de sus resultados', /veces|frecuencia|tendencia|repet|resultados/),
    ),
  },
  'MA06 OA 24': {
    conceptos: ['gráfico de barra doble', 'gráfico circular'],
    estructura: shows('un gráfico de barras dobles o un gráfico circular', /barras? dobles?|circular|doble barra/),
  },

  // 7° Básico
  'MA07 OA 01': {
    conceptos: ['números enteros', 'recta numérica', 'sumar enteros', 'restar enteros'],
    estructura: negativo,
  },
  'MA07 OA 02': {
    conceptos: ['multiplicación de fracciones', 'división de fracciones'],
    estructura: both(fraccion, multiplicaODivide),
  },
  'MA07 OA 03': {
    conceptos: ['fracciones', 'decimales', 'multiplicación', 'división', 'problema'],
    estructura: both(either(fraccion, decimal), multiplicaODivide),
  },
  'MA07 OA 04': { conceptos: ['porcentaje'], estructura: porcentaje },
  'MA07 OA 05': {
    conceptos: ['potencias de base 10', 'notación científica', 'exponente'],
    estructura: shows(
      'una potencia de base 10 o la notación científica',
      /10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+|10\^|notacion cientifica|potencia|exponente/,
    ),
  },
  'MA07 OA 06': { conceptos: ['lenguaje algebraico', 'expresión algebraica'], estructura: expresionAlgebraica },
  'MA07 OA 07': {
    conceptos: ['términos semejantes', 'reducir expresiones algebraicas'],
    estructura: shows('una expresión con términos semejantes', /(\d*)([abcmnpxyz])\b[^=?]*?[+\-−]\s*\d*\2\b/),
  },
  'MA07 OA 08': {
    conceptos: ['proporcionalidad directa', 'proporcionalidad inversa', 'constante de proporcionalidad'],
    estructura: shows('una proporcionalidad directa o inversa', /proporcional/),
  },
  'MA07 OA 09': {
    conceptos: ['ecuación', 'inecuación', 'incógnita'],
    estructura: either(ecuacionLetra, inecuacion),
  },
  'MA07 OA 10': {
    conceptos: ['ángulos interiores', 'ángulos exteriores', 'polígonos'],
    estructura: shows(
      'los ángulos de un polígono',
      /poligono|angulos? (interior|exterior)|pentagono|hexagono|octagono|decagono|\blados\b/,
    ),
  },
  'MA07 OA 11': {
    conceptos: ['círculo', 'radio', 'diámetro', 'perímetro'],
    estructura: shows('un círculo', /circul|circunferencia|radio|diametro|π/),
  },
  'MA07 OA 12': {
    conceptos: [
      'rectas paralelas',
      'rectas perpendiculares',
      'bisectriz',
      'altura',
      'simetral',
      'transversal de gravedad',
    ],
    estructura: shows(
      'una construcción (paralela, perpendicular, bisectriz, altura, simetral, transversal de gravedad)',
      /paralel|perpendicular|bisectri|altura|simetral|transversal(es)? de gravedad|compas|escuadra/,
    ),
  },
  'MA07 OA 13': {
    conceptos: ['área', 'triángulos', 'paralelogramos', 'trapecios'],
    estructura: both(
      shows('un área', /area|cm²|m²/),
      shows('un triángulo, paralelogramo o trapecio', /triangul|paralelogramo|trapecio|romboide|rombo/),
    ),
  },
  'MA07 OA 14': {
    conceptos: ['plano cartesiano', 'pares ordenados', 'vectores'],
    estructura: shows(
      'puntos o vectores en el plano cartesiano',
      /\(-?\d+, -?\d+\)|plano cartesiano|vector|par ordenado|coordenad/,
    ),
  },
  'MA07 OA 15': {
    conceptos: ['muestreo', 'muestra', 'población', 'porcentaje'],
    estructura: both(
      shows('una muestra de una población', /muestra|muestreo/),
      either(porcentaje, fraccion, shows('una proporción', /de cada|proporcion/)),
    ),
  },
  'MA07 OA 16': {
    conceptos: ['frecuencia absoluta', 'frecuencia relativa', 'tabla de frecuencias'],
    estructura: shows('una tabla de frecuencias o un gráfico', /frecuencia|tabla|grafico/),
  },
  'MA07 OA 17': {
    conceptos: ['media', 'mediana', 'moda', 'rango'],
    estructura: shows('una medida de tendencia central o el rango', /\bmedia\b|mediana|\bmoda\b|\brango\b|promedio/),
  },
  'MA07 OA 18': {
    conceptos: ['probabilidad', 'frecuencia relativa'],
    estructura: both(
      shows('una probabilidad', /probabilidad|probable|frecuencia relativa/),
      either(fraccion, porcentaje, decimal),
    ),
  },
  'MA07 OA 19': {
    conceptos: ['frecuencia relativa', 'probabilidad teórica', 'diagrama de árbol'],
    estructura: shows('frecuencias relativas o probabilidades teóricas', /frecuencia|probabilidad|teoric|arbol/),
  },

  // 8° Básico
  'MA08 OA 01': {
    conceptos: ['números enteros', 'regla de los signos'],
    estructura: both(negativo, multiplicaODivide),
  },
  'MA08 OA 02': {
    conceptos: ['números racionales', 'multiplicar', 'dividir'],
    estructura: both(either(fraccion, decimal), multiplicaODivide),
  },
  'MA08 OA 03': {
    conceptos: ['potencias', 'base', 'exponente'],
    estructura: both(
      shows('potencias', /\d[²³⁴⁵⁶⁷⁸⁹]|\^|potencia|exponente/),
      either(multiplicaODivide, shows('un producto o cociente de potencias', /[²³⁴⁵⁶⁷⁸⁹]\s*[·:]/)),
    ),
  },
  'MA08 OA 04': {
    conceptos: ['raíz cuadrada', 'raíces cuadradas'],
    estructura: shows('una raíz cuadrada', /√|raiz cuadrada|raices cuadradas/),
  },
  'MA08 OA 05': {
    conceptos: ['variación porcentual', 'porcentaje', 'interés'],
    estructura: both(
      porcentaje,
      shows('una variación', /aument|disminu|descuento|interes|variacion|rebaj|sub(e|io)|baj(a|o)|alza|recargo|crec/),
    ),
  },
  'MA08 OA 06': {
    conceptos: ['expresiones algebraicas', 'multiplicación de expresiones', 'área'],
    estructura: both(
      expresionAlgebraica,
      shows(
        'una operación con expresiones algebraicas (un área, un volumen, un producto)',
        /area|volumen|perimetro|reduc|product|multiplic|[a-z][²³]/,
      ),
    ),
  },
  'MA08 OA 07': {
    conceptos: ['función', 'tabla de valores', 'máquina'],
    estructura: shows('una función', /funcion|f\(|maquina|\by = /),
  },
  'MA08 OA 08': { conceptos: ['ecuación lineal', 'incógnita'], estructura: ecuacionLetra },
  'MA08 OA 09': { conceptos: ['inecuación lineal', 'conjunto solución'], estructura: inecuacion },
  'MA08 OA 10': {
    conceptos: ['función afín', 'pendiente', 'coeficiente de posición', 'interés simple'],
    estructura: shows(
      'una función afín',
      /funcion afin|f\(x\) = -?\d*[,\d]*x [+\-−] \d|y = -?\d*x [+\-−] \d|interes simple|cargo fijo|pendiente|coeficiente de posicion/,
    ),
  },
  'MA08 OA 11': {
    conceptos: ['prisma', 'cilindro', 'volumen', 'área de la superficie'],
    estructura: shows('un prisma o un cilindro', /prisma|cilindr/),
  },
  'MA08 OA 12': {
    conceptos: ['teorema de pitágoras', 'cateto', 'hipotenusa', 'triángulo rectángulo'],
    estructura: both(
      shows('un triángulo rectángulo', /triangulo rectangulo|catetos?|hipotenusa|pitagoras|escalera apoyada|diagonal/),
      {
        describe: 'dos lados conocidos',
        test: (p) => (said(p).match(/\d+(,\d+)?/g) ?? []).length >= 2,
      },
    ),
  },
  'MA08 OA 13': {
    conceptos: ['traslación', 'vector', 'reflexión', 'rotación'],
    estructura: shows(
      'una traslación, reflexión o rotación en el plano',
      /traslad|vector|reflej|reflexion|rot(a|o|ada|acion)\b|rotacion|\(-?\d+, -?\d+\)/,
    ),
  },
  'MA08 OA 14': {
    conceptos: ['composición de transformaciones', 'simetría', 'rotación', 'traslación'],
    estructura: shows(
      'transformaciones compuestas o simetrías',
      /rot(a|o|ar|ada|acion)|gir(a|o|ar)|traslad|reflej|reflexion|simetri|compo|coincida consigo/,
    ),
  },
  'MA08 OA 15': {
    conceptos: ['percentil', 'cuartil', 'diagrama de cajón'],
    estructura: shows('percentiles o cuartiles', /percentil|cuartil|cajon|mediana/),
  },
  'MA08 OA 16': {
    conceptos: ['gráfico', 'gráficos manipulados'],
    estructura: shows(
      'la presentación de datos en un gráfico',
      /grafico|barras|pictograma|icono|\beje\b|noticiero|con dibujos/,
    ),
  },
  'MA08 OA 17': {
    conceptos: ['principio multiplicativo', 'diagrama de árbol', 'eventos compuestos'],
    estructura: shows(
      'un conteo por el principio multiplicativo',
      /principio multiplicativo|combinacion|combinar|arbol|formas|maneras|posibles|resultados|distint[oa]s|se pueden (crear|formar|pedir|elegir)/,
    ),
  },

  // 1° Medio
  'MA1M OA 01': {
    conceptos: ['números racionales', 'operaciones'],
    estructura: both(
      either(fraccion, decimal, negativo),
      shows('una operación entre números', /\d\)?\s*[+\-−·:×÷]\s*\(?-?\d/),
    ),
  },
  'MA1M OA 02': {
    conceptos: ['potencias', 'base racional', 'exponente entero'],
    estructura: both(
      shows('una potencia', /[⁰¹²³⁴⁵⁶⁷⁸⁹ⁿ]|\^|potencia|exponente/),
      either(
        shows('de base racional o exponente negativo', /\)[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]|⁻|exponente negativo|\d,\d+[²³⁴⁵⁶⁷⁸⁹]/),
        fraccion,
      ),
    ),
  },
  'MA1M OA 03': {
    conceptos: ['productos notables', 'cuadrado de binomio', 'suma por diferencia'],
    estructura: shows(
      'un producto notable',
      /\([^()]*[a-z][^()]*\)[²2]|\([^()]*[a-z][^()]*\)\s*[·(]|\([^()]*[a-z][^()]*\)\s*\(|producto notable|cuadrado de (un )?binomio|suma por (su )?diferencia|[a-z]² [+\-−] \d*[a-z]/,
    ),
  },
  'MA1M OA 04': { conceptos: ['sistema de ecuaciones', 'ecuaciones lineales', 'dos incógnitas'], estructura: sistema },
  'MA1M OA 05': {
    conceptos: ['relación lineal', 'dos variables', 'gráfico'],
    estructura: shows('una relación lineal en x e y', /-?\d*x\s*[+\-−]\s*\d*y\b|f\(x, ?y\)/),
  },
  'MA1M OA 06': {
    conceptos: ['sector circular', 'segmento circular', 'arco'],
    estructura: shows('un sector o segmento circular', /sector|segmento circular|\barco\b|circul|radio|π/),
  },
  'MA1M OA 07': { conceptos: ['cono'], estructura: shows('un cono', /\bcono|conic|generatriz/) },
  'MA1M OA 08': {
    conceptos: ['homotecia', 'razón de homotecia'],
    estructura: shows('una homotecia', /homoteci|razon|escala|ampli|agrand|reduc|centro|copia/),
  },
  'MA1M OA 09': {
    conceptos: ['teorema de tales', 'rectas paralelas', 'segmentos proporcionales'],
    estructura: shows('segmentos proporcionales entre paralelas', /tales|paralel|proporcional|sombra/),
  },
  'MA1M OA 10': {
    conceptos: ['semejanza', 'escala', 'modelos a escala'],
    estructura: shows('una semejanza o una escala', /escala|semejan|maqueta|proporcional/),
  },
  'MA1M OA 11': {
    conceptos: ['homotecia', 'vector', 'escalar'],
    estructura: shows('una homotecia vectorial', /vector|homoteci|escalar|\(-?\d+(,\d+)?, -?\d+(,\d+)?\)/),
  },
  'MA1M OA 12': {
    conceptos: ['tabla de doble entrada', 'nube de puntos'],
    estructura: shows(
      'una tabla de doble entrada o una nube de puntos',
      /doble entrada|tabla|nube de puntos|dispersion|encuesta|grafico xy|\(\d+; /,
    ),
  },
  'MA1M OA 13': {
    conceptos: ['nube de puntos', 'gráfico xy', 'poblaciones'],
    estructura: shows('nubes de puntos de dos poblaciones', /nube|puntos|grafico|recta/),
  },
  'MA1M OA 14': {
    conceptos: ['regla aditiva', 'regla multiplicativa', 'probabilidad'],
    estructura: shows('una probabilidad de eventos combinados', /probabilidad|probable|regla (aditiva|multiplicativa)/),
  },
  'MA1M OA 15': {
    conceptos: ['tabla de galton', 'paseo aleatorio', 'frecuencia relativa'],
    estructura: shows(
      'un paseo aleatorio o la tabla de Galton',
      /galton|paseo|caminata|frecuencia relativa|probabilidad|camino|laberinto|bifurcacion|clavos|rebotes/,
    ),
  },

  // 2° Medio
  'MA2M OA 01': {
    conceptos: ['números reales', 'raíces', 'números irracionales'],
    estructura: shows('una raíz', /√|raiz|raices/),
  },
  'MA2M OA 02': {
    conceptos: ['potencias', 'raíces enésimas', 'logaritmos'],
    estructura: shows(
      'una potencia, una raíz enésima o un logaritmo',
      /\blog|logaritmo|[∛∜√]|raiz|\^\s?\(?\d+\/\d+|exponente racional/,
    ),
  },
  'MA2M OA 03': {
    conceptos: ['función cuadrática', 'parábola', 'vértice'],
    estructura: shows('una función cuadrática', /(\b|\d)[xt]²|x\^2|cuadratica|parabola/),
  },
  'MA2M OA 04': {
    conceptos: ['ecuación cuadrática', 'raíces', 'soluciones'],
    estructura: both(shows('una ecuación de segundo grado', /x²|x\^2|\)²/), shows('una ecuación', /=/)),
  },
  'MA2M OA 05': { conceptos: ['función inversa'], estructura: shows('una función inversa', /inversa|f⁻¹|f\^-1/) },
  'MA2M OA 06': {
    conceptos: ['cambio porcentual', 'interés compuesto'],
    estructura: both(
      porcentaje,
      shows(
        'un cambio repetido en el tiempo',
        /cada (ano|mes|semana|dia|hora)|anual|mensual|compuesto|\banos\b|\bmeses\b/,
      ),
    ),
  },
  'MA2M OA 07': {
    conceptos: ['esfera'],
    estructura: shows('una esfera', /esfer|pelota|balon|boya|bolita|globo|\bradio\b/),
  },
  'MA2M OA 08': {
    conceptos: ['seno', 'coseno', 'tangente', 'razones trigonométricas'],
    estructura: shows(
      'una razón trigonométrica',
      /\bseno\b|coseno|tangente|\bsen\b|\bcos\b|\btan\b|trigonometric|cateto (opuesto|adyacente)/,
    ),
  },
  'MA2M OA 09': {
    conceptos: ['razones trigonométricas', 'vectores', 'proyección'],
    estructura: shows(
      'razones trigonométricas o vectores',
      /\bseno\b|coseno|tangente|\bsen\b|\bcos\b|\btan\b|vector|proyeccion|componente/,
    ),
  },
  'MA2M OA 10': {
    conceptos: ['variable aleatoria'],
    estructura: shows(
      'una variable aleatoria',
      /variable aleatoria|valores|probabilidad|\bx es (la|el)|valor de x|p\(x|recorrido/,
    ),
  },
  'MA2M OA 11': {
    conceptos: ['permutaciones', 'combinatoria'],
    estructura: shows(
      'permutaciones o combinaciones',
      /permutacion|combinacion|formas|maneras|orden|!|de cuantas|sortea/,
    ),
  },
  'MA2M OA 12': {
    conceptos: ['probabilidad', 'medios de comunicación', 'decisiones'],
    estructura: shows(
      'una probabilidad en una decisión o noticia',
      /probabilidad|%|riesgo|encuesta|noticia|probable|estudio|diario|de cada|sorteo|rifa|premio/,
    ),
  },
}
