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
        'El colegio arrienda 4 micros de 45 asientos: la inecuación 36x ≤ 180 dice cuántos cursos de 36 estudiantes pueden ir.',
      ],
      tabla: {
        columnas: ['Situación', 'Ecuación o inecuación', 'Solución', '¿Qué significa la incógnita?'],
        filas: [
          ['Cuota del viaje', '36x = 540.000', '', ''],
          ['Cursos en las micros', '36x ≤ 180', '', ''],
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
      id: 'ma07-18-el-vaso-que-cae',
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

/** 8° Básico. */
export const matematica08 = [
  instrumento(
    'MA08 OA 01',
    [
      'Multiplicación y división de números enteros y regla de los signos',
      'Multiplica y divide números enteros explicando la regla de los signos con patrones o con deudas y ganancias, y resuelve problemas rutinarios y no rutinarios que combinan estas operaciones.',
      'Aplica la regla de los signos al multiplicar y dividir números enteros en ejercicios y problemas.',
      'Multiplica números enteros, pero aplica mal la regla de los signos al dividir.',
      'No sabe qué signo tiene el producto de dos números enteros negativos.',
    ],
    [
      'Calcula (−6) · (−4) y (−24) : 3 aplicando la regla de los signos.',
      'Calculé (−6) · (−4) y (−24) : 3 aplicando la regla de los signos.',
    ],
    {
      id: 'ma08-01-camara-frigorifica',
      tipo: 'problema',
      titulo: 'La cámara de frío: multiplicar y dividir números enteros',
      presentacion: [
        'En una planta de alimentos, una cámara de frío baja su temperatura 3 °C cada hora; otra sube 2 °C por hora al abrirla.',
        'Para calcular estos cambios multiplicamos y dividimos números enteros con la regla de los signos.',
      ],
      tabla: {
        columnas: ['Situación', 'Operación con enteros', 'Resultado'],
        filas: [
          ['Baja 3 °C por hora durante 5 horas', '5 · (−3)', ''],
          ['Bajó 18 °C en 6 horas, igual cada hora', '(−18) : 6', ''],
          ['Hace 4 horas, bajando 3 °C por hora', '(−4) · (−3)', ''],
          ['Sube 2 °C por hora durante 7 horas', '', ''],
        ],
      },
      materiales: ['Fichas de dos colores', 'Termómetro de cartulina', 'Cuaderno'],
      pasos: [
        [
          'Patrón',
          'Completamos la serie 3 · (−2), 2 · (−2), 1 · (−2), 0 · (−2), (−1) · (−2) y descubrimos la regla de los signos.',
          3,
        ],
        ['Calcular', 'Resolvemos cada situación multiplicando o dividiendo números enteros.', 4],
        ['Explicar', 'Explicamos qué significa el signo de cada resultado en la cámara de frío.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 02',
    [
      'Multiplicar y dividir números racionales en problemas',
      'Multiplica y divide números racionales combinando fracciones, decimales y enteros con signo, los ubica en la recta numérica y resuelve problemas en que elige la forma más cómoda de cada número.',
      'Sabe multiplicar y dividir números racionales positivos y negativos en fracción y en decimal.',
      'Sabe multiplicar números racionales positivos, pero se equivoca con los signos o al dividir fracciones.',
      'No logra multiplicar ni dividir números racionales.',
    ],
    [
      'Calcula −0,75 · 2/3 pasando a fracciones los números racionales y ubica el resultado en la recta.',
      'Calculé −0,75 · 2/3 pasando a fracciones los números racionales y ubiqué el resultado en la recta.',
    ],
    {
      id: 'ma08-02-estanque-de-agua',
      tipo: 'problema',
      titulo: 'El estanque de agua: multiplicar y dividir números racionales',
      presentacion: [
        'Un estanque de 1.200 litros pierde 2,5 litros por hora por una filtración y se llena a 3/4 de su capacidad.',
        'Los cambios del nivel se escriben como números racionales con signo: −2,5 litros por hora.',
      ],
      tabla: {
        columnas: ['Pregunta', 'Operación con números racionales', 'Resultado'],
        filas: [
          ['Litros a 3/4 de la capacidad', '3/4 · 1.200', ''],
          ['Cambio en 12 horas de filtración', '12 · (−2,5)', ''],
          ['Horas para perder 1/5 de 900 litros', '(1/5 · 900) : 2,5', ''],
          ['Cambio en 4 1/2 horas', '', ''],
        ],
      },
      materiales: ['Cinta de papel para la recta numérica', 'Cuaderno', 'Calculadora'],
      pasos: [
        [
          'Calcular',
          'Resolvemos cada multiplicación y división de números racionales eligiendo si conviene trabajar en fracción o en decimal.',
          4,
        ],
        ['Ubicar', 'Ubicamos los cambios del nivel en la recta numérica.', 2],
        ['Comprobar', 'Comprobamos con la calculadora y explicamos el signo de cada resultado.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA08 OA 03',
    [
      'Multiplicación y división de potencias de igual base',
      'Explica con cuadrados, cubos y la definición de potencia por qué al multiplicar potencias de igual base se suman los exponentes y al dividirlas se restan, y lo aplica a potencias de exponente hasta 3.',
      'Multiplica y divide potencias de igual base sumando o restando los exponentes.',
      'Calcula el valor de una potencia, pero multiplica la base por el exponente.',
      'No distingue la base del exponente de una potencia.',
    ],
    [
      'Muestra con cubos que 2² · 2³ es 2⁵ explicando qué pasa con la base y los exponentes.',
      'Mostré con cubos que 2² · 2³ es 2⁵ explicando qué pasa con la base y los exponentes.',
    ],
    {
      id: 'ma08-03-cubos-y-cuadrados',
      tipo: 'problema',
      titulo: 'Cuadrados, cubos y bacterias: multiplicar potencias',
      presentacion: [
        'Una bacteria se divide en 2 cada hora: después de 3 horas hay 2³ bacterias.',
        'Un cubo de arista 3 cm tiene un volumen de 3³ cm³, y su cara un área de 3² cm².',
        'Vamos a descubrir qué pasa con el exponente al multiplicar y dividir potencias de la misma base.',
      ],
      tabla: {
        columnas: ['Operación', 'Desarrollo', 'Como una potencia', 'Valor'],
        filas: [
          ['2² · 2³', '(2 · 2) · (2 · 2 · 2)', '', ''],
          ['3³ : 3²', '', '', ''],
          ['5² · 5', '', '', ''],
          ['4³ : 4', '', '', ''],
        ],
      },
      materiales: ['Cubos encajables', 'Papel cuadriculado', 'Cuaderno'],
      pasos: [
        ['Desarrollar', 'Escribimos cada potencia como una multiplicación de su base y contamos los factores.', 3],
        ['Descubrir', 'Escribimos la regla para multiplicar y dividir potencias de igual base.', 4],
        ['Aplicar', 'Calculamos cuántas bacterias hay a las 3 horas y cuántas veces más hay a las 6 horas.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 04',
    [
      'Raíces cuadradas de números naturales',
      'Relaciona la raíz cuadrada con el lado de un cuadrado de área dada, estima raíces cuadradas no exactas entre dos naturales con una décima de precisión y las aplica en problemas geométricos y cotidianos.',
      'Calcula raíces cuadradas exactas y estima una raíz cuadrada no exacta entre dos naturales.',
      'Calcula raíces cuadradas exactas, pero no sabe estimar las que no son exactas.',
      'Confunde la raíz cuadrada de un número con su mitad.',
    ],
    [
      'Estima la raíz cuadrada de 50 entre 7 y 8 y la ajusta a una décima.',
      'Estimé la raíz cuadrada de 50 entre 7 y 8 y la ajusté a una décima.',
    ],
    {
      id: 'ma08-04-baldosas-cuadradas',
      tipo: 'problema',
      titulo: 'Patios cuadrados: la raíz cuadrada del área',
      presentacion: [
        'Se quieren construir patios cuadrados de distinta área y hay que saber cuánto mide cada lado.',
        'El lado de un cuadrado es la raíz cuadrada de su área: si el área es 49 m², el lado mide 7 m.',
      ],
      tabla: {
        columnas: ['Área del patio (m²)', 'Raíz cuadrada exacta o estimada', 'Entre qué naturales', 'Lado (m)'],
        filas: [
          ['49', 'Exacta', '—', '7'],
          ['81', '', '', ''],
          ['50', '', '', ''],
          ['120', '', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Calculadora', 'Regla'],
      pasos: [
        ['Representar', 'Dibujamos los cuadrados de área 49 y 81 y calculamos su raíz cuadrada.', 2],
        ['Estimar', 'Estimamos la raíz cuadrada de 50 y de 120 entre dos naturales y luego a la décima.', 4],
        ['Comprobar', 'Multiplicamos el lado estimado por sí mismo y lo comparamos con el área.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA08 OA 05',
    [
      'Variación porcentual e interés de un ahorro',
      'Calcula aumentos y descuentos como variación porcentual, encadena dos variaciones explicando por qué no se suman, y calcula el interés anual de un ahorro y el capital final.',
      'Calcula la variación porcentual de un precio y el interés de un ahorro en un año.',
      'Calcula el porcentaje de cambio, pero no obtiene el valor final.',
      'No distingue un aumento de un descuento en porcentaje.',
    ],
    [
      'Calcula la variación porcentual del precio del pan que subió de $1.500 a $1.800.',
      'Calculé la variación porcentual del precio del pan que subió de $1.500 a $1.800.',
    ],
    {
      id: 'ma08-05-cuenta-de-ahorro',
      tipo: 'problema',
      titulo: 'La libreta de ahorro y los precios: variación porcentual',
      presentacion: [
        'Catalina deposita $120.000 en una libreta de ahorro que paga un interés anual de 4 %.',
        'El precio del kilo de pan subió de $1.500 a $1.800 en un año, y una polera con 20 % de descuento luego tuvo un recargo de 20 %.',
      ],
      tabla: {
        columnas: ['Situación', 'Valor inicial', 'Variación porcentual', 'Valor final'],
        filas: [
          ['Ahorro de Catalina en un año', '$120.000', '+4 %', ''],
          ['Precio del pan', '$1.500', '', '$1.800'],
          ['Polera con descuento', '$15.000', '−20 %', ''],
          ['Polera con recargo después', '', '+20 %', ''],
        ],
      },
      materiales: ['Calculadora', 'Cuaderno'],
      pasos: [
        ['Calcular', 'Calculamos el interés del ahorro y la variación porcentual del precio del pan.', 3],
        ['Encadenar', 'Calculamos el precio final de la polera y explicamos por qué no vuelve a $15.000.', 4],
        [
          'Representar',
          'Representamos cada variación en una barra que muestra el 100 % y el porcentaje que cambió.',
          2,
        ],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 06',
    [
      'Multiplicación de expresiones algebraicas y área de rectángulos',
      'Multiplica expresiones algebraicas representándolas como el área de rectángulos y el volumen de paralelepípedos, reduce el resultado y obtiene la forma factorizada de una expresión.',
      'Multiplica un monomio por un binomio y dos binomios con el modelo del área.',
      'Multiplica un monomio por un binomio, pero olvida términos al multiplicar dos expresiones algebraicas.',
      'No relaciona las expresiones algebraicas con el área de un rectángulo.',
    ],
    [
      'Calcula el área de un rectángulo de lados (x + 3) y (x + 2) multiplicando expresiones algebraicas.',
      'Calculé el área de un rectángulo de lados (x + 3) y (x + 2) multiplicando expresiones algebraicas.',
    ],
    {
      id: 'ma08-06-ampliacion-de-la-sala',
      tipo: 'problema',
      titulo: 'La ampliación de la sala: área con expresiones algebraicas',
      presentacion: [
        'Una sala cuadrada mide «x» metros de lado; se amplía 3 m a lo largo y 2 m a lo ancho.',
        'El área nueva es (x + 3) · (x + 2): podemos calcularla multiplicando expresiones algebraicas o sumando el área de cada parte.',
      ],
      tabla: {
        columnas: ['Parte de la sala', 'Largo', 'Ancho', 'Área'],
        filas: [
          ['Sala original', 'x', 'x', 'x²'],
          ['Ampliación a lo largo', '3', 'x', ''],
          ['Ampliación a lo ancho', 'x', '2', ''],
          ['Esquina', '3', '2', ''],
        ],
      },
      materiales: ['Bloques algebraicos o cartulina recortada', 'Regla', 'Cuaderno'],
      pasos: [
        ['Modelar', 'Armamos la sala con bloques y escribimos el área de cada parte.', 3],
        ['Multiplicar', 'Multiplicamos (x + 3) · (x + 2), reducimos y comparamos con la suma de las partes.', 4],
        ['Factorizar', 'Armamos un rectángulo con x² + 5x + 6 en bloques y escribimos su forma factorizada.', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA08 OA 07',
    [
      'Noción de función con tablas, máquinas y gráficos',
      'Reconoce una función como una regla que asigna a cada valor de x un solo valor de y, la representa con la máquina, con una tabla de valores, con la regla y con su gráfico, y distingue relaciones que no son función.',
      'Representa una función con una tabla de valores y con su gráfico a partir de la regla.',
      'Completa la tabla de valores de la máquina, pero no escribe la regla de la función.',
      'No reconoce la relación entre la entrada y la salida de una función.',
    ],
    [
      'Completa la tabla de valores de la función y = 2x − 1 y la grafica en el plano cartesiano.',
      'Completé la tabla de valores de la función y = 2x − 1 y la grafiqué en el plano cartesiano.',
    ],
    {
      id: 'ma08-07-maquina-de-numeros',
      tipo: 'tema',
      titulo: 'La máquina de números: una función',
      presentacion: [
        'Cada grupo construye una máquina de cartón: entra un número x, la máquina aplica su regla secreta y sale un número y.',
        'Los otros grupos prueban entradas, anotan la tabla de valores y descubren la regla de la función.',
      ],
      tabla: {
        columnas: ['Entrada x', 'Salida y'],
        filas: [
          ['0', ''],
          ['1', ''],
          ['2', ''],
          ['5', ''],
          ['−3', ''],
        ],
      },
      materiales: ['Caja de cartón', 'Tarjetas', 'Papel cuadriculado', 'Plumones'],
      pasos: [
        ['Construir', 'Construimos la máquina y elegimos una regla lineal secreta.', 2],
        [
          'Descubrir',
          'Con las entradas de otro grupo completamos su tabla de valores y adivinamos la regla de su función.',
          4,
        ],
        ['Graficar', 'Graficamos la función en el plano cartesiano y la mostramos con un diagrama de flechas.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 08',
    [
      'Modelar con ecuaciones lineales de coeficientes racionales',
      'Modela situaciones cotidianas con ecuaciones lineales de la forma ax + b = cx + d o a(x + b) = c con coeficientes racionales, las resuelve, comprueba la solución y la interpreta en el contexto.',
      'Plantea y resuelve ecuaciones lineales de la forma ax + b = c con una incógnita.',
      'Resuelve la ecuación lineal dada, pero no plantea la ecuación a partir del problema.',
      'No sabe despejar la incógnita de una ecuación lineal.',
    ],
    [
      'Plantea y resuelve la ecuación lineal 2.000 + 500x = 800x para comparar dos gimnasios.',
      'Planteé y resolví la ecuación lineal 2.000 + 500x = 800x para comparar dos gimnasios.',
    ],
    {
      id: 'ma08-08-taxi-o-aplicacion',
      tipo: 'problema',
      titulo: 'El taxi o la aplicación: una ecuación lineal',
      presentacion: [
        'Un taxi cobra $400 al subir y $900 por kilómetro; una aplicación cobra $1.000 al subir y $750 por kilómetro.',
        'La ecuación lineal 400 + 900x = 1.000 + 750x tiene como incógnita los kilómetros en que ambos cobran lo mismo.',
      ],
      tabla: {
        columnas: ['Kilómetros', 'Taxi ($)', 'Aplicación ($)'],
        filas: [
          ['1', '1.300', '1.750'],
          ['2', '', ''],
          ['4', '', ''],
          ['6', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora', 'Papel cuadriculado'],
      pasos: [
        ['Tabla', 'Completamos la tabla y vemos entre qué kilómetros se cruzan los precios.', 2],
        ['Resolver', 'Resolvemos la ecuación lineal y comprobamos la incógnita en ambos precios.', 4],
        ['Otra ecuación', 'Planteamos y resolvemos la ecuación del descuento: 3/4 · (x + 2.000) = 9.000.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA08 OA 09',
    [
      'Inecuaciones lineales y su conjunto solución',
      'Plantea y resuelve inecuaciones lineales con coeficientes racionales, invierte el signo al multiplicar o dividir por un negativo, y representa el conjunto solución en la recta numérica y como intervalo.',
      'Resuelve inecuaciones lineales y representa el conjunto solución en la recta numérica.',
      'Resuelve la inecuación como si fuera ecuación y no expresa el conjunto solución.',
      'No sabe qué significa el signo de una inecuación lineal.',
    ],
    [
      'Resuelve la inecuación lineal 1.500 + 800x ≤ 10.000 y muestra el conjunto solución en la recta.',
      'Resolví la inecuación lineal 1.500 + 800x ≤ 10.000 y mostré el conjunto solución en la recta.',
    ],
    {
      id: 'ma08-09-carga-del-ascensor',
      tipo: 'problema',
      titulo: 'La carga del ascensor: inecuación lineal',
      presentacion: [
        'Un ascensor de carga soporta hasta 600 kg; el operario pesa 80 kg y sube cajas de 25 kg.',
        'La inecuación lineal 80 + 25x ≤ 600 dice cuántas cajas puede llevar en cada viaje.',
      ],
      tabla: {
        columnas: ['Situación', 'Inecuación lineal', 'Conjunto solución'],
        filas: [
          ['Cajas en el ascensor', '80 + 25x ≤ 600', ''],
          ['Cuotas de $2.500 para superar $40.000', '2.500x > 40.000', ''],
          ['Temperatura que baja 1,5 °C por hora desde 12 °C y queda sobre 0 °C', '12 − 1,5x > 0', ''],
        ],
      },
      materiales: ['Cinta de papel para la recta numérica', 'Cuaderno'],
      pasos: [
        ['Resolver', 'Resolvemos cada inecuación lineal, cuidando el signo al dividir por un negativo.', 4],
        ['Representar', 'Dibujamos cada conjunto solución en la recta numérica.', 2],
        ['Interpretar', 'Explicamos qué valores del conjunto solución tienen sentido en cada situación.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA08 OA 10',
    [
      'Función afín: pendiente, coeficiente de posición e interés simple',
      'Reconoce la función afín como una función lineal trasladada, identifica la pendiente como el cambio constante y el coeficiente de posición en la tabla, la regla y el gráfico, y la usa para modelar el interés simple.',
      'Identifica la pendiente y el coeficiente de posición de una función afín y la grafica.',
      'Grafica la función afín a partir de una tabla, pero confunde la pendiente con el coeficiente de posición.',
      'No distingue una función afín de una función lineal.',
    ],
    [
      'Identifica la pendiente y el coeficiente de posición de la función afín del costo de un taxi.',
      'Identifiqué la pendiente y el coeficiente de posición de la función afín del costo de un taxi.',
    ],
    {
      id: 'ma08-10-interes-simple',
      tipo: 'problema',
      titulo: 'Un préstamo con interés simple: la función afín',
      presentacion: [
        'Javier pide $200.000 prestados con un interés simple de 2 % mensual: cada mes la deuda aumenta $4.000.',
        'La deuda es una función afín del tiempo: su pendiente es el aumento mensual y su coeficiente de posición es lo que pidió.',
      ],
      tabla: {
        columnas: ['Meses', 'Deuda ($)'],
        filas: [
          ['0', '200.000'],
          ['1', '204.000'],
          ['2', ''],
          ['6', ''],
          ['12', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Calculadora'],
      pasos: [
        ['Completar', 'Completamos la tabla y mostramos que el cambio es constante.', 2],
        ['Modelar', 'Escribimos la función afín de la deuda y nombramos la pendiente y el coeficiente de posición.', 4],
        ['Comparar', 'Graficamos la deuda junto a la función lineal y = 4.000x y explicamos la traslación.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 11',
    [
      'Área de la superficie y volumen de prismas y cilindros',
      'Deduce con redes y con el área de la base por la altura las fórmulas del área de la superficie y del volumen de prismas rectos y cilindros, y las aplica en problemas de envases y construcciones.',
      'Calcula el área de la superficie y el volumen de prismas y cilindros con las fórmulas.',
      'Calcula el volumen de un prisma, pero no el área de la superficie del cilindro.',
      'Confunde el volumen del cilindro con su área de la superficie.',
    ],
    [
      'Calcula el volumen de un tarro cilíndrico de 8 cm de diámetro y 12 cm de alto.',
      'Calculé el volumen de un tarro cilíndrico de 8 cm de diámetro y 12 cm de alto.',
    ],
    {
      id: 'ma08-11-envases-de-jugo',
      tipo: 'problema',
      titulo: 'Envases de jugo: cilindro o prisma',
      presentacion: [
        'Una fábrica quiere un envase de jugo y compara un cilindro con un prisma de base cuadrada.',
        'Vamos a calcular el volumen y el área de la superficie de cada envase para decidir cuál usa menos material.',
      ],
      tabla: {
        columnas: ['Envase', 'Medidas', 'Volumen (cm³)', 'Área de la superficie (cm²)'],
        filas: [
          ['Cilindro', 'Radio 4 cm, altura 10 cm', '', ''],
          ['Prisma de base cuadrada', 'Lado 7 cm, altura 10 cm', '', ''],
          ['Prisma de base triangular', 'Triángulo de 6 cm por 8 cm por 10 cm, altura 12 cm', '', ''],
        ],
      },
      materiales: ['Tarros y cajas vacíos', 'Regla', 'Cartulina', 'Calculadora'],
      pasos: [
        ['Desarmar', 'Dibujamos la red del cilindro y del prisma y deducimos el área de la superficie.', 3],
        ['Calcular', 'Calculamos el volumen de cada envase como área de la base por altura.', 4],
        ['Decidir', 'Decidimos qué envase guarda más jugo con menos cartón.', 2],
      ],
      tareas: ['maqueta', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA08 OA 12',
    [
      'Teorema de Pitágoras en triángulos rectángulos',
      'Explica con cuadrados sobre los lados por qué en un triángulo rectángulo el cuadrado de la hipotenusa es la suma de los cuadrados de los catetos, y aplica el teorema de Pitágoras en problemas geométricos y cotidianos.',
      'Aplica el teorema de Pitágoras para calcular la hipotenusa o un cateto.',
      'Calcula la hipotenusa, pero suma los cuadrados cuando le falta un cateto.',
      'No reconoce la hipotenusa ni los catetos del triángulo rectángulo.',
    ],
    [
      'Calcula con el teorema de Pitágoras el largo de una escalera apoyada en un muro.',
      'Calculé con el teorema de Pitágoras el largo de una escalera apoyada en un muro.',
    ],
    {
      id: 'ma08-12-escalera-de-bomberos',
      tipo: 'problema',
      titulo: 'La escalera de los bomberos: el teorema de Pitágoras',
      presentacion: [
        'Los bomberos apoyan una escalera en un muro: el muro, el suelo y la escalera forman un triángulo rectángulo.',
        'La escalera es la hipotenusa; la altura en el muro y la distancia al pie son los catetos.',
      ],
      tabla: {
        columnas: ['Caso', 'Cateto: distancia al muro (m)', 'Cateto: altura (m)', 'Hipotenusa: escalera (m)'],
        filas: [
          ['1', '3', '4', ''],
          ['2', '5', '12', ''],
          ['3', '2', '', '6,5'],
          ['4', '', '8', '10'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tijeras', 'Regla', 'Calculadora'],
      pasos: [
        [
          'Demostrar',
          'Recortamos cuadrados sobre los catetos y la hipotenusa de un triángulo de 3, 4 y 5 y comparamos sus áreas.',
          3,
        ],
        ['Calcular', 'Aplicamos el teorema de Pitágoras para calcular el lado que falta en cada caso.', 4],
        ['Aplicar', 'Medimos en el colegio un caso real y comprobamos el teorema con una huincha.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 13',
    [
      'Traslación con vectores, reflexión y rotación en el plano',
      'Describe la posición y el movimiento de una figura en el plano cartesiano: su traslación con un vector, su reflexión respecto de un eje y su rotación en torno a un punto, calculando las coordenadas de cada vértice.',
      'Aplica una traslación con un vector, una reflexión y una rotación de 90° a un polígono.',
      'Hace la traslación con un vector, pero se equivoca en la rotación en torno a un punto.',
      'No reconoce si una figura pasó por una traslación, una reflexión o una rotación.',
    ],
    [
      'Aplica al triángulo A(1, 2), B(4, 2), C(1, 5) una traslación con el vector (3, −1) y anota sus vértices.',
      'Apliqué al triángulo A(1, 2), B(4, 2), C(1, 5) una traslación con el vector (3, −1) y anoté sus vértices.',
    ],
    {
      id: 'ma08-13-logo-en-movimiento',
      tipo: 'tema',
      titulo: 'Un logo en movimiento: traslación, reflexión y rotación',
      presentacion: [
        'Para una animación del logo del curso, un polígono se mueve por el plano cartesiano.',
        'Cada cuadro de la animación aplica una traslación con un vector, una reflexión respecto de un eje o una rotación.',
      ],
      tabla: {
        columnas: [
          'Vértice',
          'Original',
          'Traslación con vector (2, 3)',
          'Reflexión respecto del eje Y',
          'Rotación de 90° en torno al origen',
        ],
        filas: [
          ['A', '(1, 1)', '', '', ''],
          ['B', '(4, 1)', '', '', ''],
          ['C', '(4, 3)', '', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Papel diamante', 'Computador con software de geometría'],
      pasos: [
        ['Transformar', 'Aplicamos cada movimiento al polígono y calculamos las nuevas coordenadas.', 4],
        ['Describir', 'Describimos con palabras y con el vector o el eje cada transformación.', 2],
        ['Animar', 'Dibujamos la secuencia de cuadros de la animación y la presentamos.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 14',
    [
      'Composición de transformaciones y simetrías en el arte',
      'Compone rotaciones, traslaciones y reflexiones, encuentra una transformación que equivale a la composición, reconoce los ejes y la simetría de rotación de polígonos y poliedros y las aplica en un diseño.',
      'Compone dos transformaciones y reconoce los ejes de simetría de un polígono.',
      'Aplica una rotación o una traslación a la vez, pero no describe su composición.',
      'No reconoce la simetría de una figura.',
    ],
    [
      'Muestra que dos reflexiones en ejes paralelos equivalen a una traslación en un diseño.',
      'Mostré que dos reflexiones en ejes paralelos equivalen a una traslación en un diseño.',
    ],
    {
      id: 'ma08-14-rosetones-y-mandalas',
      tipo: 'tema',
      titulo: 'Rosetones y guardas mapuches: composición de transformaciones',
      presentacion: [
        'Los rosetones de las iglesias y las guardas de los textiles mapuches se construyen repitiendo una figura con simetría.',
        'Vamos a crear un diseño componiendo rotaciones, traslaciones y reflexiones.',
      ],
      tabla: {
        columnas: ['Composición', 'Transformación equivalente'],
        filas: [
          ['Dos reflexiones en ejes paralelos', ''],
          ['Dos reflexiones en ejes que se cortan', ''],
          ['Dos rotaciones de 60° en torno al mismo centro', ''],
          ['Dos traslaciones seguidas', ''],
        ],
      },
      materiales: ['Hoja de block', 'Compás', 'Transportador', 'Lápices de colores'],
      pasos: [
        ['Explorar', 'Aplicamos cada composición a una figura y completamos la tabla.', 3],
        ['Diseñar', 'Creamos un rosetón con simetría de rotación de orden 6 o una guarda con traslaciones.', 4],
        ['Explicar', 'Explicamos qué composición de transformaciones usamos y cuáles son los ejes de simetría.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 15',
    [
      'Percentiles, cuartiles y diagrama de cajón',
      'Calcula cuartiles y percentiles de un conjunto de datos, explica qué parte de la población queda sobre o bajo cada uno, construye el diagrama de cajón y lo usa para comparar dos poblaciones.',
      'Calcula los cuartiles y construye el diagrama de cajón de un conjunto de datos.',
      'Calcula la mediana, pero no los otros cuartiles ni el diagrama de cajón.',
      'No sabe qué indica un percentil.',
    ],
    [
      'Construye el diagrama de cajón de las estaturas del curso y explica qué deja bajo el primer cuartil.',
      'Construí el diagrama de cajón de las estaturas del curso y expliqué qué deja bajo el primer cuartil.',
    ],
    {
      id: 'ma08-15-estaturas-de-dos-cursos',
      tipo: 'problema',
      titulo: 'Estaturas de dos cursos: cuartiles y diagrama de cajón',
      presentacion: [
        'Se midió la estatura en centímetros de 12 estudiantes de 6° y 12 de 8°.',
        'Vamos a calcular los cuartiles, construir un diagrama de cajón para cada curso y comparar.',
      ],
      tabla: {
        columnas: ['Curso', 'Estaturas (cm)', 'Q1', 'Mediana', 'Q3'],
        filas: [
          ['6° Básico', '138, 141, 143, 145, 146, 148, 150, 151, 153, 155, 158, 162', '', '', ''],
          ['8° Básico', '147, 150, 152, 155, 157, 158, 160, 162, 165, 168, 170, 176', '', '', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Papel cuadriculado', 'Computador con planilla de cálculo'],
      pasos: [
        ['Calcular', 'Calculamos el mínimo, los cuartiles y el máximo de cada curso.', 3],
        ['Graficar', 'Construimos los dos diagramas de cajón en la misma escala.', 3],
        ['Comparar', 'Comparamos los cursos y explicamos en qué percentil de 8° queda una estudiante de 155 cm.', 3],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA08 OA 16',
    [
      'Elección de gráficos y gráficos manipulados',
      'Compara un mismo conjunto de datos en distintos gráficos, justifica qué gráfico conviene según la pregunta, detecta gráficos manipulados por ejes cortados, escalas desiguales o figuras engañosas y los corrige.',
      'Justifica la elección de un gráfico y detecta un gráfico manipulado por su eje.',
      'Lee los datos del gráfico, pero no nota que el eje no parte en cero.',
      'Acepta cualquier gráfico sin revisar sus ejes.',
    ],
    [
      'Explica por qué un gráfico de barras con el eje cortado exagera una diferencia.',
      'Expliqué por qué un gráfico de barras con el eje cortado exagera una diferencia.',
    ],
    {
      id: 'ma08-16-grafico-de-campana',
      tipo: 'fuente',
      titulo: 'Gráficos manipulados en una campaña electoral',
      presentacion: [
        'En la elección del centro de alumnos, la lista A publicó un gráfico de barras de votos cuyo eje vertical empieza en 140.',
        'En el gráfico, la barra de la lista A se ve casi el triple de alta que la de la lista B. Vamos a revisar si es un gráfico manipulado.',
      ],
      tabla: {
        columnas: ['Lista', 'Votos'],
        filas: [
          ['A', '162'],
          ['B', '148'],
          ['C', '95'],
          ['Nulos y blancos', '15'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Recortes de gráficos de diarios', 'Regla'],
      pasos: [
        ['Detectar', 'Dibujamos el gráfico como lo publicó la lista A y explicamos qué lo hace engañoso.', 3],
        ['Corregir', 'Construimos el gráfico con el eje desde cero y un gráfico circular con los mismos datos.', 3],
        ['Buscar', 'Buscamos en diarios o redes otro gráfico manipulado y lo presentamos al curso.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA08 OA 17',
    [
      'Principio multiplicativo y probabilidad de eventos compuestos',
      'Explica el principio multiplicativo con tablas y diagramas de árbol, cuenta con él los resultados de un experimento en etapas y calcula la probabilidad de eventos compuestos.',
      'Usa el principio multiplicativo y un diagrama de árbol para contar los casos de eventos compuestos.',
      'Dibuja el diagrama de árbol, pero no usa el principio multiplicativo para contar.',
      'No logra contar los resultados de un experimento en etapas, ni siquiera con un diagrama de árbol.',
    ],
    [
      'Cuenta con el principio multiplicativo cuántos menús se arman con 3 platos y 4 postres.',
      'Conté con el principio multiplicativo cuántos menús se arman con 3 platos y 4 postres.',
    ],
    {
      id: 'ma08-17-menu-del-casino',
      tipo: 'problema',
      titulo: 'El menú del casino: principio multiplicativo',
      presentacion: [
        'El casino ofrece 3 platos de fondo, 2 acompañamientos y 4 postres, y un menú lleva uno de cada uno.',
        'Con el principio multiplicativo y un diagrama de árbol contamos los menús y calculamos probabilidades de eventos compuestos.',
      ],
      tabla: {
        columnas: ['Etapa', 'Opciones', 'Cantidad'],
        filas: [
          ['Plato de fondo', 'Porotos, pollo, tallarines', '3'],
          ['Acompañamiento', 'Ensalada, arroz', '2'],
          ['Postre', 'Fruta, jalea, flan, yogur', '4'],
          ['Menús posibles', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Tarjetas de colores', 'Tres bolsas para sorteo'],
      pasos: [
        [
          'Contar',
          'Dibujamos el diagrama de árbol de una parte y contamos todos los menús con el principio multiplicativo.',
          3,
        ],
        ['Calcular', 'Calculamos la probabilidad de que un menú al azar tenga pollo y flan.', 4],
        ['Simular', 'Sorteamos 30 menús con tarjetas y comparamos la frecuencia con la probabilidad calculada.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
]
