/**
 * Instruments of Matemática, 7° and 8° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a problem with its data, a survey and its chart, a model to build and measure)
 * written for students of twelve to fourteen (see `instrumentos-fila.ts` for the row format).
 */
import { instrumento } from './instrumentos-fila'

/** 7° Básico. */
export const matematica07 = [
  instrumento(
    'MA07 OA 01',
    [
      'Sumar y restar números enteros en la recta numérica',
      'Ubica números enteros en la recta numérica, sabe sumar y restar enteros con representaciones y con símbolos, interpreta los signos + y − según el contexto y resuelve problemas de temperaturas, altitudes o saldos.',
      'Sabe sumar y restar números enteros con la recta numérica y en problemas sencillos.',
      'Ubica números enteros en la recta numérica, pero se equivoca al restar un número negativo.',
      'No ubica números enteros negativos en la recta numérica.',
    ],
    [
      'Calcula en la recta numérica la diferencia entre 12 °C y −7 °C restando números enteros.',
      'Calculé en la recta numérica la diferencia entre 12 °C y −7 °C restando números enteros.',
    ],
    {
      id: 'ma07-01-temperaturas-extremas',
      tipo: 'problema',
      titulo: 'Temperaturas de Chile: sumar y restar números enteros',
      presentacion: [
        'Un día de julio se registraron las temperaturas mínimas y máximas de cuatro ciudades de Chile.',
        'Para calcular la amplitud térmica hay que restar números enteros; para saber cómo cambió la temperatura, sumar enteros.',
      ],
      tabla: {
        columnas: ['Ciudad', 'Mínima (°C)', 'Máxima (°C)', 'Amplitud térmica (°C)'],
        filas: [
          ['Calama', '−4', '19', ''],
          ['Santiago', '1', '15', ''],
          ['Balmaceda', '−9', '3', ''],
          ['Punta Arenas', '−3', '5', ''],
        ],
      },
      materiales: ['Cinta de papel para la recta numérica', 'Fichas de dos colores', 'Cuaderno'],
      pasos: [
        ['Ubicar', 'Ubicamos todas las temperaturas en una recta numérica de −10 a 20.', 2],
        ['Restar', 'Calculamos cada amplitud térmica restando números enteros y la comprobamos en la recta.', 4],
        ['Sumar', 'Calculamos la temperatura de Balmaceda si a la mínima se suman 7 grados y luego se restan 5.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA07 OA 02',
    [
      'Multiplicación y división de fracciones positivas',
      'Explica la multiplicación de fracciones con el área de un rectángulo y la división de fracciones como cuántas veces cabe una en otra, las calcula y las relaciona con la multiplicación y división de decimales.',
      'Calcula la multiplicación y la división de fracciones y representa la multiplicación con un dibujo.',
      'Resuelve la multiplicación de fracciones, pero no sabe explicar la división de fracciones.',
      'Confunde la multiplicación de fracciones con la suma.',
    ],
    [
      'Muestra con un rectángulo que 2/3 · 3/4 = 1/2 al explicar la multiplicación de fracciones.',
      'Mostré con un rectángulo que 2/3 · 3/4 = 1/2 al explicar la multiplicación de fracciones.',
    ],
    {
      id: 'ma07-02-huerto-en-fracciones',
      tipo: 'problema',
      titulo: 'El huerto y las botellas: multiplicación y división de fracciones',
      presentacion: [
        'Los 3/4 del huerto escolar tienen hortalizas y de esa parte, 2/3 son lechugas. ¿Qué fracción del huerto tiene lechugas?',
        'Con 3/4 de litro de aceite se llenan frascos de 1/8 de litro. ¿Cuántos frascos se llenan?',
        'La primera pregunta es una multiplicación de fracciones; la segunda, una división de fracciones.',
      ],
      tabla: {
        columnas: ['Pregunta', 'Operación', 'Dibujo', 'Resultado', 'En decimales'],
        filas: [
          ['Lechugas del huerto', '3/4 · 2/3', '', '', ''],
          ['Frascos de aceite', '3/4 : 1/8', '', '', ''],
          ['Mitad de 3/5 de una pizza', '1/2 · 3/5', '', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Lápices de colores', 'Calculadora'],
      pasos: [
        ['Representar', 'Dibujamos cada multiplicación de fracciones como el área de un rectángulo.', 3],
        ['Dividir', 'Resolvemos la división de fracciones contando cuántas veces cabe 1/8 en 3/4.', 3],
        ['Relacionar', 'Escribimos cada resultado en decimales y comprobamos con la calculadora.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 03',
    [
      'Problemas de multiplicación y división con fracciones y decimales',
      'Modela y resuelve problemas con multiplicación y división de fracciones y decimales positivos, elige la operación justificando por qué, y comprueba si el resultado es razonable.',
      'Resuelve problemas de un paso con multiplicación o división de fracciones y decimales.',
      'Resuelve el problema con decimales, pero elige mal la operación cuando hay fracciones.',
      'No identifica si el problema se resuelve con una multiplicación o con una división.',
    ],
    [
      'Resuelve un problema de una receta multiplicando fracciones y dividiendo decimales.',
      'Resolví un problema de una receta multiplicando fracciones y dividiendo decimales.',
    ],
    {
      id: 'ma07-03-once-del-curso',
      tipo: 'problema',
      titulo: 'La once del curso: problemas con fracciones y decimales',
      presentacion: [
        'Una receta de pan amasado para 8 personas usa 2 1/2 tazas de harina y 0,75 litros de agua tibia; el curso quiere hacerla para 36.',
        'Una bebida de 2,5 litros se sirve en vasos de 0,2 litros.',
        'Hay que resolver cada problema con una multiplicación o una división de fracciones o decimales.',
      ],
      tabla: {
        columnas: ['Problema', 'Operación', 'Resultado'],
        filas: [
          ['Harina para 36 personas', '', ''],
          ['Agua para 36 personas', '', ''],
          ['Vasos que salen de una bebida', '', ''],
        ],
      },
      materiales: ['Tazas medidoras', 'Cuaderno', 'Calculadora'],
      pasos: [
        [
          'Plantear',
          'Escribimos la operación de cada problema y explicamos por qué es una multiplicación o una división.',
          3,
        ],
        ['Resolver', 'Resolvemos con fracciones y decimales y redondeamos cuando hace falta.', 4],
        ['Revisar', 'Revisamos si los resultados son razonables para la once del curso.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA07 OA 04',
    [
      'Cálculo del porcentaje de distintas maneras',
      'Calcula un porcentaje de tres maneras: como fracción, como decimal y con una proporción, lo representa en un diagrama y lo aplica a descuentos, recargos y encuestas.',
      'Calcula el porcentaje de una cantidad y el porcentaje que una parte es del total.',
      'Calcula el 10 % o el 50 % de una cantidad, pero no otros porcentajes.',
      'No sabe qué significa un porcentaje.',
    ],
    [
      'Calcula qué porcentaje de su curso prefiere el fútbol y lo muestra en un diagrama.',
      'Calculé qué porcentaje de mi curso prefiere el fútbol y lo mostré en un diagrama.',
    ],
    {
      id: 'ma07-04-boleta-con-iva',
      tipo: 'problema',
      titulo: 'La boleta y la encuesta: calcular un porcentaje',
      presentacion: [
        'En una boleta, el IVA es el 19 % del valor neto; en una encuesta del curso, 12 de 32 estudiantes prefieren leer en papel.',
        'Vamos a calcular cada porcentaje como fracción, como decimal y con una proporción.',
      ],
      tabla: {
        columnas: ['Situación', 'Como fracción', 'Como decimal', 'Con proporción', 'Resultado'],
        filas: [
          ['19 % de $8.000 de valor neto', '19/100 · 8.000', '', '', ''],
          ['Porcentaje que prefiere leer en papel', '12/32', '', '', ''],
          ['Descuento de 15 % en zapatillas de $35.000', '', '', '', ''],
        ],
      },
      materiales: ['Boletas reales', 'Calculadora', 'Cuaderno'],
      pasos: [
        ['Calcular', 'Calculamos cada porcentaje de las tres maneras.', 4],
        ['Representar', 'Mostramos el porcentaje de la encuesta en una barra dividida en 100 partes.', 2],
        ['Investigar', 'Buscamos una boleta en la casa y comprobamos que el IVA es el 19 % del valor neto.', 3],
      ],
      tareas: ['resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'MA07 OA 05',
    [
      'Potencias de base 10 y notación científica',
      'Usa potencias de base 10 nombrando base, exponente y potencia, explica por qué 10⁰ = 1, escribe números muy grandes en notación científica y compara números escritos así.',
      'Escribe números grandes como potencias de base 10 y en notación científica.',
      'Calcula potencias de base 10, pero se equivoca al contar el exponente de la notación científica.',
      'No distingue la base del exponente.',
    ],
    [
      'Escribe la distancia de la Tierra al Sol, 150.000.000 km, en notación científica.',
      'Escribí la distancia de la Tierra al Sol, 150.000.000 km, en notación científica.',
    ],
    {
      id: 'ma07-05-distancias-del-sistema-solar',
      tipo: 'problema',
      titulo: 'Distancias del sistema solar en notación científica',
      presentacion: [
        'Las distancias de los planetas al Sol son números tan grandes que conviene escribirlos con potencias de base 10.',
        'En notación científica, 150.000.000 km se escribe 1,5 · 10⁸ km.',
      ],
      tabla: {
        columnas: ['Planeta', 'Distancia media al Sol (km)', 'Notación científica'],
        filas: [
          ['Mercurio', '58.000.000', ''],
          ['Tierra', '150.000.000', '1,5 · 10⁸'],
          ['Júpiter', '778.000.000', ''],
          ['Neptuno', '4.500.000.000', ''],
        ],
      },
      materiales: ['Cinta de papel de 5 metros', 'Regla', 'Calculadora científica'],
      pasos: [
        ['Escribir', 'Escribimos cada distancia en notación científica y nombramos la base y el exponente.', 4],
        ['Comparar', 'Comparamos las distancias mirando primero el exponente y luego el número decimal.', 2],
        ['Modelar', 'Hacemos un modelo a escala en la cinta y explicamos qué escala usamos.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 06',
    [
      'Lenguaje algebraico para generalizar y plantear ecuaciones',
      'Traduce situaciones y propiedades al lenguaje algebraico, escribe expresiones algebraicas que generalizan una relación, explica qué representa cada letra y formula la ecuación de un problema.',
      'Escribe la expresión algebraica de una situación y la usa para calcular casos.',
      'Traduce frases simples al lenguaje algebraico, pero no generaliza una relación.',
      'No usa el lenguaje algebraico para representar una situación.',
    ],
    [
      'Escribe en lenguaje algebraico el precio de «x» cuadernos de $1.200 más un estuche de $3.500.',
      'Escribí en lenguaje algebraico el precio de «x» cuadernos de $1.200 más un estuche de $3.500.',
    ],
    {
      id: 'ma07-06-plan-de-celular',
      tipo: 'problema',
      titulo: 'Planes de celular en lenguaje algebraico',
      presentacion: [
        'Un plan de celular cobra $6.000 fijos más $400 por cada GB extra; otro cobra $10.000 fijos sin extras.',
        'Vamos a escribir el costo de cada plan como expresión algebraica y a plantear cuándo cuestan lo mismo.',
      ],
      tabla: {
        columnas: ['GB extra', 'Plan A', 'Plan B'],
        filas: [
          ['0', '', '10.000'],
          ['5', '', '10.000'],
          ['10', '', '10.000'],
          ['«g»', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora'],
      pasos: [
        ['Completar', 'Completamos la tabla calculando el costo de cada plan.', 2],
        ['Generalizar', 'Escribimos la expresión algebraica de cada plan con la letra «g».', 4],
        ['Plantear', 'Formulamos la ecuación que dice cuándo los planes cuestan lo mismo y la resolvemos.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 07',
    [
      'Reducción de términos semejantes en expresiones algebraicas',
      'Identifica los términos semejantes de una expresión, los agrupa y la reduce a la forma ax + by + cz con coeficientes enteros, y comprueba la reducción reemplazando las letras por números.',
      'Agrupa términos semejantes y reduce expresiones algebraicas con coeficientes enteros.',
      'Reconoce términos semejantes, pero suma coeficientes de términos que no lo son.',
      'No identifica términos semejantes.',
    ],
    [
      'Reduce 3x + 2y − x + 5y agrupando términos semejantes y comprueba con x = 1 e y = 2.',
      'Reduje 3x + 2y − x + 5y agrupando términos semejantes y comprobé con x = 1 e y = 2.',
    ],
    {
      id: 'ma07-07-perimetro-del-terreno',
      tipo: 'problema',
      titulo: 'Perímetros con letras: reducir términos semejantes',
      presentacion: [
        'Un terreno tiene lados que miden 2x, 3y, x + y y 4x − y metros.',
        'Para escribir su perímetro de la forma más simple hay que agrupar términos semejantes y reducir la expresión algebraica.',
      ],
      tabla: {
        columnas: ['Figura', 'Lados', 'Perímetro sin reducir', 'Perímetro reducido'],
        filas: [
          ['Terreno', '2x, 3y, x + y, 4x − y', '', ''],
          ['Triángulo', 'a + b, 2a, 3b − a', '', ''],
          ['Rectángulo', 'largo 5x + 2, ancho x − 1', '', ''],
        ],
      },
      materiales: ['Tarjetas con términos', 'Cuaderno'],
      pasos: [
        ['Escribir', 'Escribimos el perímetro de cada figura sumando sus lados.', 2],
        ['Reducir', 'Agrupamos los términos semejantes y reducimos cada expresión.', 4],
        ['Comprobar', 'Reemplazamos las letras por números en la expresión original y en la reducida.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA07 OA 08',
    [
      'Proporcionalidad directa e inversa en tablas y gráficos',
      'Distingue la proporcionalidad directa de la inversa en tablas de valores, calcula la constante de proporcionalidad, grafica ambas relaciones, describe la forma de cada gráfico y resuelve problemas.',
      'Reconoce la proporcionalidad directa e inversa en una tabla y calcula la constante de proporcionalidad.',
      'Reconoce la proporcionalidad directa, pero trata la inversa como si fuera directa.',
      'No reconoce cuándo dos magnitudes tienen proporcionalidad directa.',
    ],
    [
      'Decide si el tiempo de un viaje y la rapidez tienen proporcionalidad inversa y calcula la constante.',
      'Decidí si el tiempo de un viaje y la rapidez tienen proporcionalidad inversa y calculé la constante.',
    ],
    {
      id: 'ma07-08-pintores-y-kilos',
      tipo: 'problema',
      titulo: 'Manzanas y pintores: proporcionalidad directa e inversa',
      presentacion: [
        'En la feria, el precio de las manzanas crece con los kilos; al pintar la sala, el tiempo baja cuando trabajan más personas.',
        'Vamos a completar las tablas, calcular la constante de proporcionalidad y graficar cada relación.',
      ],
      tabla: {
        columnas: ['Kilos de manzanas', 'Precio ($)', 'Personas pintando', 'Horas'],
        filas: [
          ['1', '1.200', '1', '12'],
          ['2', '2.400', '2', '6'],
          ['3', '', '3', ''],
          ['5', '', '4', ''],
          ['', '9.600', '6', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Calculadora'],
      pasos: [
        ['Completar', 'Completamos las tablas y decidimos cuál es de proporcionalidad directa y cuál inversa.', 3],
        ['Constante', 'Calculamos la constante de proporcionalidad de cada tabla: un cociente o un producto.', 3],
        ['Graficar', 'Graficamos ambas relaciones y describimos la recta y la curva que se forman.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA07 OA 09',
    [
      'Ecuaciones e inecuaciones lineales de la forma ax = b y ax < b',
      'Modela problemas con ecuaciones e inecuaciones lineales como ax = b, x/a = b, ax < b o x/a > b, las resuelve, interpreta la incógnita en el contexto y expresa la solución de la inecuación.',
      'Plantea y resuelve ecuaciones lineales e inecuaciones sencillas de un problema.',
      'Resuelve la ecuación, pero no sabe plantearla a partir del problema.',
      'No identifica la incógnita del problema.',
    ],
    [
      'Plantea la inecuación 850x ≤ 6.000 para saber cuántos lápices puede comprar y la resuelve.',
      'Planteé la inecuación 850x ≤ 6.000 para saber cuántos lápices puedo comprar y la resolví.',
    ],
    {
      id: 'ma07-09-viaje-de-estudios',
      tipo: 'problema',
      titulo: 'El viaje de estudios: ecuaciones e inecuaciones',
      presentacion: [
        'El curso necesita $540.000 para un viaje y son 36 estudiantes: la ecuación 36x = 540.000 da la cuota de cada uno.',
        'La micro tiene 45 asientos y cada curso ocupa 15: la inecuación 15x ≤ 45 dice cuántos cursos pueden ir.',
      ],
      tabla: {
        columnas: ['Situación', 'Ecuación o inecuación', 'Solución', '¿Qué significa la incógnita?'],
        filas: [
          ['Cuota del viaje', '36x = 540.000', '', ''],
          ['Cursos en la micro', '15x ≤ 45', '', ''],
          ['Un tercio del dinero ahorrado es $60.000', 'x/3 = 60.000', '', ''],
          ['Rifas a $1.500 para juntar más de $90.000', '', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora'],
      pasos: [
        ['Plantear', 'Escribimos la ecuación o inecuación de cada situación.', 3],
        ['Resolver', 'Resolvemos cada una y escribimos la solución de la inecuación como un conjunto de valores.', 4],
        ['Interpretar', 'Explicamos qué significa la incógnita en cada caso.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA07 OA 10',
    [
      'Ángulos interiores y exteriores de polígonos',
      'Descubre y explica la suma de los ángulos interiores de polígonos dividiéndolos en triángulos, relaciona cada ángulo interior con su ángulo exterior y muestra que los exteriores suman 360°.',
      'Calcula la suma de los ángulos interiores de polígonos y un ángulo exterior.',
      'Calcula los ángulos interiores del triángulo, pero no los de otros polígonos.',
      'Confunde los ángulos interiores con los ángulos exteriores.',
    ],
    [
      'Calcula cuánto suman los ángulos interiores de un hexágono dividiéndolo en triángulos.',
      'Calculé cuánto suman los ángulos interiores de un hexágono dividiéndolo en triángulos.',
    ],
    {
      id: 'ma07-10-poligonos-de-bombillas',
      tipo: 'experimento',
      titulo: 'Polígonos divididos en triángulos: ángulos interiores y exteriores',
      presentacion: [
        'Si dividimos un polígono en triángulos desde un vértice, podemos calcular la suma de sus ángulos interiores.',
        'Al recorrer un polígono girando en cada vértice, los ángulos exteriores completan una vuelta.',
      ],
      tabla: {
        columnas: ['Polígono', 'Lados', 'Triángulos', 'Suma de ángulos interiores', 'Ángulo exterior si es regular'],
        filas: [
          ['Cuadrilátero', '4', '2', '360°', ''],
          ['Pentágono', '5', '', '', ''],
          ['Hexágono', '6', '', '', ''],
          ['Octágono', '8', '', '', ''],
        ],
      },
      materiales: ['Regla', 'Transportador', 'Papel lustre', 'Tijeras'],
      pasos: [
        ['Dividir', 'Dibujamos cada polígono y lo dividimos en triángulos desde un vértice.', 3],
        ['Descubrir', 'Completamos la tabla y descubrimos una regla para la suma de los ángulos interiores.', 4],
        ['Exteriores', 'Recortamos los ángulos exteriores de un pentágono y mostramos que suman 360°.', 2],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 11',
    [
      'El círculo: radio, diámetro, perímetro y área',
      'Relaciona el radio, el diámetro y el perímetro del círculo, descubre midiendo que el perímetro es cerca de 3,14 veces el diámetro, estima el área y aplica ambas fórmulas en problemas.',
      'Calcula el perímetro y el área de un círculo a partir del radio o del diámetro.',
      'Calcula el perímetro del círculo, pero confunde el radio con el diámetro.',
      'No distingue el radio del diámetro de un círculo.',
    ],
    [
      'Mide el diámetro de un plato y calcula el perímetro del círculo con π ≈ 3,14.',
      'Medí el diámetro de un plato y calculé el perímetro del círculo con π ≈ 3,14.',
    ],
    {
      id: 'ma07-11-objetos-redondos',
      tipo: 'experimento',
      titulo: 'Objetos redondos: el perímetro del círculo y su diámetro',
      presentacion: [
        'Vamos a medir con una huincha el contorno y el diámetro de objetos redondos: tarros, platos, una rueda de bicicleta.',
        'Al dividir el perímetro por el diámetro de cada círculo aparece siempre un número parecido.',
      ],
      tabla: {
        columnas: ['Objeto', 'Diámetro (cm)', 'Radio (cm)', 'Perímetro medido (cm)', 'Perímetro : diámetro'],
        filas: [
          ['Tarro de café', '', '', '', ''],
          ['Plato', '', '', '', ''],
          ['Rueda de bicicleta', '', '', '', ''],
          ['Moneda de $500', '', '', '', ''],
        ],
      },
      materiales: ['Huincha de costura', 'Hilo', 'Objetos redondos', 'Calculadora'],
      pasos: [
        ['Medir', 'Medimos el diámetro y el contorno de cada objeto y calculamos el radio.', 3],
        ['Descubrir', 'Dividimos el perímetro por el diámetro y comparamos el resultado con 3,14.', 3],
        ['Área', 'Estimamos el área de un círculo en papel cuadriculado y la comparamos con π · r².', 3],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA07 OA 12',
    [
      'Rectas paralelas, perpendiculares y elementos secundarios del triángulo',
      'Construye con regla y compás rectas paralelas y perpendiculares, y en un triángulo sus bisectrices, alturas, simetrales y transversales de gravedad, nombrando el punto donde se cortan.',
      'Construye rectas perpendiculares, una altura y una bisectriz de un triángulo.',
      'Traza una altura del triángulo, pero confunde la simetral con la bisectriz.',
      'No logra construir rectas paralelas ni perpendiculares.',
    ],
    [
      'Construye con compás la simetral de cada lado de un triángulo y marca dónde se cortan.',
      'Construí con compás la simetral de cada lado de un triángulo y marqué dónde se cortan.',
    ],
    {
      id: 'ma07-12-plaza-equidistante',
      tipo: 'problema',
      titulo: 'Un kiosco a igual distancia: simetrales y bisectrices',
      presentacion: [
        'Tres pasajes de una villa forman un triángulo y la junta de vecinos quiere poner un kiosco a igual distancia de las tres esquinas.',
        'Ese punto está donde se cortan las simetrales de los lados; la bisectriz, la altura y la transversal de gravedad dan otros puntos.',
      ],
      tabla: {
        columnas: ['Elemento', 'Cómo se construye', 'Punto donde se cortan'],
        filas: [
          ['Simetral', 'Perpendicular al lado por su punto medio', 'Circuncentro'],
          ['Bisectriz', '', ''],
          ['Altura', '', ''],
          ['Transversal de gravedad', '', ''],
        ],
      },
      materiales: ['Regla', 'Compás', 'Escuadra', 'Hoja de block'],
      pasos: [
        ['Construir', 'Dibujamos el triángulo de la villa y construimos las tres simetrales con compás.', 4],
        ['Comparar', 'En otro triángulo igual construimos bisectrices, alturas y transversales de gravedad.', 3],
        ['Decidir', 'Explicamos dónde conviene el kiosco y medimos que está a igual distancia.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 13',
    [
      'Deducción de las fórmulas de área de triángulos, paralelogramos y trapecios',
      'Deduce la fórmula del área de paralelogramos, triángulos y trapecios transformándolos en rectángulos o duplicándolos, y aplica cada fórmula en problemas con la altura correcta.',
      'Aplica las fórmulas del área de triángulos, paralelogramos y trapecios.',
      'Aplica la fórmula del área del triángulo, pero usa un lado inclinado como altura en paralelogramos.',
      'No recuerda cómo calcular el área de triángulos.',
    ],
    [
      'Explica con dos trapecios iguales de papel por qué el área del trapecio es (a + b) · h : 2.',
      'Expliqué con dos trapecios iguales de papel por qué el área del trapecio es (a + b) · h : 2.',
    ],
    {
      id: 'ma07-13-terreno-del-huerto',
      tipo: 'problema',
      titulo: 'Recortar para deducir: área de trapecios y paralelogramos',
      presentacion: [
        'Un paralelogramo se corta y se arma como rectángulo; dos triángulos iguales forman un paralelogramo; dos trapecios iguales, también.',
        'Con estos recortes vamos a deducir las fórmulas y luego calcular el área de un terreno con forma de trapecio.',
      ],
      tabla: {
        columnas: ['Figura', 'Se transforma en', 'Fórmula del área', 'Área del ejemplo'],
        filas: [
          ['Paralelogramo de base 8 cm y altura 5 cm', 'Rectángulo', '', ''],
          ['Triángulo de base 8 cm y altura 5 cm', 'Mitad de un paralelogramo', '', ''],
          ['Trapecio de bases 9 cm y 5 cm y altura 4 cm', '', '', ''],
          ['Terreno: trapecio de bases 30 m y 18 m y altura 12 m', '', '', ''],
        ],
      },
      materiales: ['Papel lustre', 'Tijeras', 'Regla', 'Escuadra'],
      pasos: [
        ['Recortar', 'Recortamos las figuras y las transformamos para deducir cada fórmula del área.', 4],
        ['Calcular', 'Calculamos el área de cada figura marcando su altura.', 3],
        ['Aplicar', 'Calculamos el área del terreno y cuántos sacos de pasto se necesitan si uno cubre 40 m².', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA07 OA 14',
    [
      'Pares ordenados y vectores en el plano cartesiano',
      'Ubica puntos en los cuatro cuadrantes del plano cartesiano mediante pares ordenados, describe desplazamientos con vectores y calcula el punto de llegada de un desplazamiento.',
      'Ubica pares ordenados en los cuatro cuadrantes y describe un desplazamiento con un vector.',
      'Ubica pares ordenados positivos, pero se equivoca con coordenadas negativas en el plano cartesiano.',
      'No logra ubicar pares ordenados en el plano cartesiano.',
    ],
    [
      'Describe con el vector (3, −2) el movimiento de una ficha y da el par ordenado de llegada.',
      'Describí con el vector (3, −2) el movimiento de una ficha y di el par ordenado de llegada.',
    ],
    {
      id: 'ma07-14-batalla-naval',
      tipo: 'tema',
      titulo: 'Batalla naval en el plano cartesiano con vectores',
      presentacion: [
        'Jugamos una batalla naval en un plano cartesiano de −6 a 6 en ambos ejes: cada barco se ubica con pares ordenados.',
        'Los barcos se mueven con vectores: el vector (2, −3) mueve 2 a la derecha y 3 hacia abajo.',
      ],
      tabla: {
        columnas: ['Barco', 'Par ordenado inicial', 'Vector', 'Par ordenado final'],
        filas: [
          ['Lancha', '(−4, 2)', '(3, 1)', ''],
          ['Velero', '(1, −5)', '(−2, 4)', ''],
          ['Remolcador', '(5, 3)', '', '(0, 0)'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Fichas de colores', 'Regla'],
      pasos: [
        ['Ubicar', 'Dibujamos el plano cartesiano y ubicamos nuestros barcos con pares ordenados.', 2],
        ['Mover', 'Movemos los barcos con vectores y anotamos el punto de llegada.', 4],
        ['Jugar', 'Jugamos contra otro grupo diciendo pares ordenados y vectores, y revisamos los movimientos.', 2],
      ],
      tareas: ['trabajo_grupo', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA07 OA 15',
    [
      'Estimación por muestreo del porcentaje de una población',
      'Elige una muestra al azar y de tamaño adecuado, calcula el porcentaje que tiene una característica, lo usa para estimar el porcentaje de la población y explica por qué la estimación puede fallar.',
      'Calcula el porcentaje de una muestra y lo usa para estimar el de la población.',
      'Calcula un porcentaje en la muestra, pero no la elige al azar.',
      'No distingue la muestra de la población.',
    ],
    [
      'Estima por muestreo el porcentaje de porotos negros de un saco sacando una muestra de 50.',
      'Estimé por muestreo el porcentaje de porotos negros de un saco sacando una muestra de 50.',
    ],
    {
      id: 'ma07-15-saco-de-porotos',
      tipo: 'experimento',
      titulo: 'El saco de porotos: estimar por muestreo',
      presentacion: [
        'En un saco hay porotos blancos y negros mezclados y no sabemos cuántos hay de cada color.',
        'Vamos a sacar muestras al azar para estimar el porcentaje de porotos negros de toda la población.',
      ],
      tabla: {
        columnas: ['Muestra', 'Tamaño', 'Porotos negros', 'Porcentaje de negros'],
        filas: [
          ['1', '20', '', ''],
          ['2', '20', '', ''],
          ['3', '50', '', ''],
          ['4', '50', '', ''],
          ['Todas juntas', '140', '', ''],
        ],
      },
      materiales: ['Bolsa con porotos de dos colores', 'Vaso medidor', 'Calculadora'],
      pasos: [
        ['Sacar muestras', 'Sacamos cada muestra sin mirar, contamos los porotos negros y los devolvemos.', 3],
        ['Estimar', 'Calculamos el porcentaje de cada muestra y estimamos el de la población.', 4],
        ['Comprobar', 'Contamos todos los porotos y comparamos con la estimación de cada tamaño de muestra.', 2],
      ],
      tareas: ['informe_laboratorio', 'investigacion'],
    },
  ),
  instrumento(
    'MA07 OA 16',
    [
      'Tablas de frecuencia absoluta y relativa y su gráfico',
      'Organiza los datos de una muestra en una tabla de frecuencias con frecuencia absoluta, frecuencia relativa y porcentaje, elige el gráfico adecuado a los datos y lo construye a mano o con planilla.',
      'Construye una tabla de frecuencias con frecuencia absoluta y relativa y un gráfico.',
      'Calcula la frecuencia absoluta, pero no la frecuencia relativa.',
      'No logra organizar los datos en una tabla de frecuencias.',
    ],
    [
      'Construye la tabla de frecuencias del medio de transporte de su curso y calcula la frecuencia relativa.',
      'Construí la tabla de frecuencias del medio de transporte de mi curso y calculé la frecuencia relativa.',
    ],
    {
      id: 'ma07-16-como-llegamos-al-colegio',
      tipo: 'problema',
      titulo: '¿Cómo llegamos al colegio? Tabla de frecuencias',
      presentacion: [
        'Preguntamos a 40 estudiantes del colegio cómo llegan cada mañana.',
        'Vamos a organizar las respuestas en una tabla de frecuencias con frecuencia absoluta y frecuencia relativa y a elegir un gráfico.',
      ],
      tabla: {
        columnas: ['Medio de transporte', 'Frecuencia absoluta', 'Frecuencia relativa', 'Porcentaje'],
        filas: [
          ['A pie', '14', '', ''],
          ['Micro', '11', '', ''],
          ['Auto', '8', '', ''],
          ['Bicicleta', '5', '', ''],
          ['Furgón escolar', '2', '', ''],
        ],
      },
      materiales: ['Computador con planilla de cálculo', 'Papel cuadriculado', 'Lápices de colores'],
      pasos: [
        ['Organizar', 'Completamos la tabla de frecuencias con la frecuencia relativa y el porcentaje.', 4],
        ['Graficar', 'Elegimos un gráfico de barras o circular y lo construimos.', 3],
        ['Encuestar', 'Hacemos la misma encuesta en nuestro curso y comparamos las frecuencias relativas.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA07 OA 17',
    [
      'Media, mediana, moda y rango de una muestra',
      'Calcula la media, la mediana, la moda y el rango de una muestra, elige la medida más adecuada justificando, compara dos grupos y explica cómo un dato muy distinto cambia la media y no la mediana.',
      'Calcula la media, la mediana y la moda y el rango y las usa para comparar dos grupos.',
      'Calcula la media y la moda, pero no ordena los datos para obtener la mediana.',
      'Confunde la media con la moda.',
    ],
    [
      'Calcula la media y la mediana de los sueldos de una empresa y explica cuál representa mejor.',
      'Calculé la media y la mediana de los sueldos de una empresa y expliqué cuál representa mejor.',
    ],
    {
      id: 'ma07-17-tiempos-de-traslado',
      tipo: 'problema',
      titulo: 'Minutos de viaje al colegio: media, mediana, moda y rango',
      presentacion: [
        'Dos cursos anotaron cuántos minutos tardan en llegar al colegio.',
        'En 7° B un estudiante vive en el campo y tarda 90 minutos: ¿qué pasa con la media y con la mediana?',
      ],
      tabla: {
        columnas: ['Curso', 'Minutos de viaje', 'Media', 'Mediana', 'Moda', 'Rango'],
        filas: [
          ['7° A', '10, 15, 15, 20, 25, 15, 30, 10', '', '', '', ''],
          ['7° B', '5, 10, 10, 15, 20, 10, 15, 90', '', '', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora', 'Computador con planilla de cálculo'],
      pasos: [
        ['Calcular', 'Calculamos la media, la mediana, la moda y el rango de cada curso.', 4],
        ['Analizar', 'Calculamos la media y la mediana de 7° B sin el dato de 90 y explicamos el cambio.', 3],
        ['Elegir', 'Decidimos qué medida representa mejor a cada curso y lo justificamos.', 2],
      ],
      tareas: ['resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'MA07 OA 18',
    [
      'Probabilidad estimada con frecuencias relativas',
      'Estima intuitivamente la probabilidad de un evento, la calcula como frecuencia relativa al repetir el experimento muchas veces y la expresa como razón, fracción, decimal y porcentaje.',
      'Estima la probabilidad de un evento con la frecuencia relativa y la escribe como fracción y porcentaje.',
      'Calcula la frecuencia relativa, pero no la relaciona con la probabilidad.',
      'No sabe expresar la probabilidad de un evento.',
    ],
    [
      'Estima la probabilidad de que una chinche caiga con la punta hacia arriba usando la frecuencia relativa.',
      'Estimé la probabilidad de que una chinche cayera con la punta hacia arriba usando la frecuencia relativa.',
    ],
    {
      id: 'ma07-18-chinches-y-vasos',
      tipo: 'experimento',
      titulo: 'El vaso que cae: probabilidad y frecuencia relativa',
      presentacion: [
        'Un vaso plástico lanzado al aire puede caer parado, boca abajo o de lado. ¿Cuál es la probabilidad de cada forma?',
        'Como no se puede calcular mirando el vaso, la estimamos con la frecuencia relativa de muchos lanzamientos.',
      ],
      tabla: {
        columnas: [
          'Cae',
          'Veces en 50 lanzamientos',
          'Frecuencia relativa',
          'Veces en todo el curso',
          'Probabilidad estimada (%)',
        ],
        filas: [
          ['Parado', '', '', '', ''],
          ['Boca abajo', '', '', '', ''],
          ['De lado', '', '', '', ''],
        ],
      },
      materiales: ['Vasos plásticos', 'Cuaderno', 'Calculadora'],
      pasos: [
        ['Estimar', 'Antes de lanzar, estimamos la probabilidad de cada forma de caer.', 2],
        ['Lanzar', 'Lanzamos el vaso 50 veces y calculamos la frecuencia relativa de cada resultado.', 4],
        [
          'Expresar',
          'Juntamos los datos del curso y expresamos cada probabilidad como fracción, decimal y porcentaje.',
          3,
        ],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA07 OA 19',
    [
      'Frecuencia relativa y probabilidad teórica con diagramas de árbol',
      'Calcula la probabilidad teórica de un evento con un diagrama de árbol, la compara con la frecuencia relativa obtenida al repetir el experimento y explica por qué se acercan con más repeticiones.',
      'Construye un diagrama de árbol, calcula la probabilidad teórica y la compara con la frecuencia relativa.',
      'Calcula la frecuencia relativa, pero su diagrama de árbol olvida resultados.',
      'No relaciona la probabilidad teórica con los resultados del experimento.',
    ],
    [
      'Calcula con un diagrama de árbol la probabilidad teórica de obtener dos caras al lanzar dos monedas.',
      'Calculé con un diagrama de árbol la probabilidad teórica de obtener dos caras al lanzar dos monedas.',
    ],
    {
      id: 'ma07-19-dos-monedas',
      tipo: 'experimento',
      titulo: 'Dos monedas: probabilidad teórica y frecuencia relativa',
      presentacion: [
        'Al lanzar dos monedas, ¿es igual de fácil obtener dos caras que una cara y un sello?',
        'Vamos a calcular la probabilidad teórica con un diagrama de árbol y compararla con la frecuencia relativa de nuestros lanzamientos.',
      ],
      tabla: {
        columnas: [
          'Resultado',
          'Probabilidad teórica',
          'Frecuencia relativa en 20',
          'Frecuencia relativa en 100',
          'Frecuencia relativa del curso',
        ],
        filas: [
          ['Dos caras', '', '', '', ''],
          ['Una cara y un sello', '', '', '', ''],
          ['Dos sellos', '', '', '', ''],
        ],
      },
      materiales: ['Dos monedas por grupo', 'Cuaderno', 'Computador con planilla de cálculo'],
      pasos: [
        ['Árbol', 'Dibujamos el diagrama de árbol y calculamos la probabilidad teórica de cada resultado.', 3],
        ['Experimentar', 'Lanzamos las monedas 100 veces y calculamos la frecuencia relativa a las 20 y a las 100.', 3],
        [
          'Comparar',
          'Graficamos la frecuencia relativa acumulada y explicamos por qué se acerca a la probabilidad teórica.',
          3,
        ],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
]
