/**
 * Instruments of Matemática, 1° and 2° Medio, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a problem with its data, an experiment with its table, a model to build and measure)
 * written for students of fourteen to sixteen (see `instrumentos-fila.ts` for the row format).
 */
import { instrumento } from './instrumentos-fila'

/** 1° Medio. */
export const matematica1M = [
  instrumento(
    'MA1M OA 01',
    [
      'Operaciones con números racionales en forma simbólica',
      'Resuelve operaciones combinadas con números racionales en fracción y en decimal, incluidos decimales periódicos, respetando la prioridad de las operaciones y los signos, y expresa el resultado en su forma más simple.',
      'Resuelve operaciones con números racionales que combinan fracciones, decimales y signos.',
      'Opera con números racionales positivos, pero se equivoca al convertir un decimal periódico en fracción.',
      'No logra operar con números racionales escritos en distintas formas.',
    ],
    [
      'Convierte 0,3̅ en fracción y resuelve 0,3̅ + 5/6 · (−0,4) con números racionales.',
      'Convertí 0,3̅ en fracción y resolví 0,3̅ + 5/6 · (−0,4) con números racionales.',
    ],
    {
      id: 'ma1m-01-presupuesto-familiar',
      tipo: 'problema',
      titulo: 'El presupuesto familiar: operaciones con números racionales',
      presentacion: [
        'Una familia gasta 2/5 de su sueldo en arriendo, 0,25 en alimentación y 1/8 en transporte; el resto lo ahorra.',
        'Para saber qué parte ahorra y cuánto es en pesos hay que operar con números racionales en fracción y en decimal.',
      ],
      tabla: {
        columnas: ['Gasto', 'Parte del sueldo', 'En fracción', 'En pesos (sueldo de $960.000)'],
        filas: [
          ['Arriendo', '2/5', '2/5', ''],
          ['Alimentación', '0,25', '', ''],
          ['Transporte', '1/8', '', ''],
          ['Ahorro', '', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora'],
      pasos: [
        ['Convertir', 'Escribimos todas las partes como fracciones con un denominador común.', 2],
        ['Operar', 'Calculamos la parte que se ahorra con una operación combinada de números racionales.', 4],
        ['Variar', 'Calculamos el ahorro si el arriendo sube en 1/10 de lo que era y lo comparamos.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA1M OA 02',
    [
      'Potencias de base racional y exponente entero',
      'Aplica las propiedades de las potencias de base racional y exponente entero, interpreta el exponente negativo como un inverso y modela con potencias el crecimiento y el decrecimiento de cantidades.',
      'Calcula potencias de base racional y exponente entero, incluido el exponente negativo.',
      'Calcula potencias de exponente positivo, pero cree que un exponente negativo da un resultado negativo.',
      'No aplica ninguna propiedad de las potencias.',
    ],
    [
      'Calcula (2/3)⁻² y explica qué significa el exponente entero negativo en esa potencia.',
      'Calculé (2/3)⁻² y expliqué qué significa el exponente entero negativo en esa potencia.',
    ],
    {
      id: 'ma1m-02-medicamento-en-la-sangre',
      tipo: 'problema',
      titulo: 'Un medicamento en la sangre: potencias de base racional',
      presentacion: [
        'Cada 6 horas queda en la sangre la mitad del medicamento que había: si se toman 800 miligramos, después de 3 períodos quedan 800 · (1/2)³ miligramos.',
        'Vamos a calcular estas potencias de base racional y a interpretar qué significa un exponente entero negativo en esta situación.',
      ],
      tabla: {
        columnas: ['Períodos de 6 horas', 'Potencia', 'Miligramos en la sangre'],
        filas: [
          ['0', '800 · (1/2)⁰', ''],
          ['1', '800 · (1/2)¹', ''],
          ['3', '', ''],
          ['5', '', ''],
          ['−1', '800 · (1/2)⁻¹', ''],
        ],
      },
      materiales: ['Calculadora científica', 'Papel cuadriculado'],
      pasos: [
        ['Calcular', 'Calculamos cada potencia y completamos la tabla.', 3],
        ['Interpretar', 'Explicamos qué significa el exponente −1: cuánto había 6 horas antes.', 3],
        ['Graficar', 'Graficamos el decrecimiento y calculamos cuándo quedan menos de 10 mg.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 03',
    [
      'Productos notables: cuadrado de binomio y suma por diferencia',
      'Desarrolla y factoriza el cuadrado de binomio, la suma por diferencia y el producto de binomios con término común, los representa con áreas y los usa para calcular y reducir expresiones.',
      'Desarrolla el cuadrado de binomio y la suma por diferencia y los representa con áreas.',
      'Desarrolla el cuadrado de binomio, pero olvida el doble producto.',
      'No reconoce ningún producto notable.',
    ],
    [
      'Desarrolla (x + 5)² como cuadrado de binomio y lo muestra con el área de un cuadrado.',
      'Desarrollé (x + 5)² como cuadrado de binomio y lo mostré con el área de un cuadrado.',
    ],
    {
      id: 'ma1m-03-cuadrado-de-cartulina',
      tipo: 'tema',
      titulo: 'Productos notables en cartulina',
      presentacion: [
        'Un cuadrado de lado a + b se puede cortar en un cuadrado de lado a, uno de lado b y dos rectángulos de a por b.',
        'Esa es la razón geométrica del cuadrado de binomio; con otro corte se ve la suma por diferencia.',
      ],
      tabla: {
        columnas: ['Producto notable', 'Desarrollo', 'Cálculo mental que permite'],
        filas: [
          ['(a + b)²', '', '21² = (20 + 1)²'],
          ['(a − b)²', '', '49² = (50 − 1)²'],
          ['(a + b)(a − b)', '', '52 · 48'],
          ['(x + a)(x + b)', '', ''],
        ],
      },
      materiales: ['Cartulina de colores', 'Regla', 'Tijeras'],
      pasos: [
        ['Construir', 'Recortamos las piezas y armamos el cuadrado de binomio y la suma por diferencia.', 4],
        ['Desarrollar', 'Escribimos el desarrollo algebraico de cada producto notable.', 3],
        ['Aplicar', 'Usamos los productos notables para calcular mentalmente 21², 49² y 52 · 48.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 04',
    [
      'Sistemas de ecuaciones lineales de 2 × 2',
      'Plantea un sistema de ecuaciones lineales con dos incógnitas a partir de un problema, lo resuelve por sustitución, igualación o reducción y gráficamente, e interpreta si tiene una, ninguna o infinitas soluciones.',
      'Plantea y resuelve un sistema de ecuaciones con dos incógnitas por un método algebraico.',
      'Resuelve un sistema de ecuaciones dado, pero no lo plantea a partir del problema.',
      'Resuelve una sola ecuación y no trabaja con el sistema de ecuaciones.',
    ],
    [
      'Plantea el sistema de ecuaciones de un problema de entradas y lo resuelve por sustitución.',
      'Planteé el sistema de ecuaciones de un problema de entradas y lo resolví por sustitución.',
    ],
    {
      id: 'ma1m-04-entradas-de-la-funcion',
      tipo: 'problema',
      titulo: 'Entradas para la función: un sistema de ecuaciones',
      presentacion: [
        'Para la función de teatro del colegio se vendieron 230 entradas y se recaudaron $710.000.',
        'La entrada de adulto cuesta $4.000 y la de estudiante $2.500. ¿Cuántas entradas de cada tipo se vendieron?',
        'Con dos incógnitas, x adultos e y estudiantes, se plantea un sistema de ecuaciones lineales.',
      ],
      tabla: {
        columnas: ['Dato', 'Ecuación'],
        filas: [
          ['Total de entradas', 'x + y = 230'],
          ['Total recaudado', '4.000x + 2.500y = 710.000'],
          ['Solución', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Computador con software de geometría', 'Cuaderno'],
      pasos: [
        ['Resolver', 'Resolvemos el sistema de ecuaciones por sustitución y por reducción.', 4],
        ['Graficar', 'Graficamos las dos rectas y comprobamos que se cortan en la solución.', 3],
        ['Crear', 'Inventamos otro problema con dos incógnitas y damos su sistema de ecuaciones a otro grupo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA1M OA 05',
    [
      'Relaciones lineales en dos variables y su gráfico',
      'Representa una relación lineal en dos variables de la forma ax + by con tablas de valores y gráficos, y describe cómo cambia el gráfico, su inclinación y sus cortes con los ejes, al variar a y b.',
      'Grafica una relación lineal en dos variables a partir de una tabla de valores.',
      'Completa la tabla de la relación lineal, pero no la grafica.',
      'No identifica las dos variables de la relación lineal.',
    ],
    [
      'Grafica la relación lineal 2x + 3y = 12 y explica cómo cambia el gráfico si 3 pasa a ser 6.',
      'Grafiqué la relación lineal 2x + 3y = 12 y expliqué cómo cambia el gráfico si 3 pasa a ser 6.',
    ],
    {
      id: 'ma1m-05-compra-de-fruta',
      tipo: 'problema',
      titulo: 'Manzanas y naranjas con $6.000: una relación lineal',
      presentacion: [
        'Con $6.000 se compran manzanas a $1.000 el kilo y naranjas a $1.500 el kilo: 1.000x + 1.500y = 6.000.',
        'Es una relación lineal en dos variables: cada par (x, y) que la cumple es un punto del gráfico.',
      ],
      tabla: {
        columnas: ['Kilos de manzanas (x)', 'Kilos de naranjas (y)'],
        filas: [
          ['0', ''],
          ['1,5', ''],
          ['3', ''],
          ['6', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Computador con software de geometría'],
      pasos: [
        ['Tabular', 'Completamos la tabla de valores de la relación lineal.', 2],
        ['Graficar', 'Graficamos los puntos y la recta en el plano cartesiano.', 3],
        ['Variar', 'Cambiamos el precio de las naranjas a $3.000 y describimos cómo cambia el gráfico.', 4],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 06',
    [
      'Área y perímetro de sectores y segmentos circulares',
      'Deduce las fórmulas del largo del arco, del área y del perímetro de un sector circular a partir del ángulo central, obtiene el área del segmento circular restando un triángulo y las aplica en problemas.',
      'Calcula el largo del arco y el área de un sector circular a partir del ángulo central.',
      'Calcula el área de un sector circular, pero olvida los radios al calcular su perímetro.',
      'No distingue el sector circular del segmento circular.',
    ],
    [
      'Calcula el área y el perímetro de un sector circular de radio 6 cm y ángulo central de 60°.',
      'Calculé el área y el perímetro de un sector circular de radio 6 cm y ángulo central de 60°.',
    ],
    {
      id: 'ma1m-06-riego-del-jardin',
      tipo: 'problema',
      titulo: 'El regador del jardín: sector circular y arco',
      presentacion: [
        'Un regador de 5 m de alcance gira solo 120° y riega un sector circular del jardín.',
        'Se quiere poner una cinta por el borde del sector (el arco y los dos radios) y saber cuántos metros cuadrados se riegan.',
      ],
      tabla: {
        columnas: ['Ángulo de giro', 'Largo del arco (m)', 'Perímetro del sector (m)', 'Área del sector (m²)'],
        filas: [
          ['90°', '', '', ''],
          ['120°', '', '', ''],
          ['180°', '', '', ''],
          ['360°', '', '', ''],
        ],
      },
      materiales: ['Compás', 'Transportador', 'Calculadora', 'Cartulina'],
      pasos: [
        ['Deducir', 'Deducimos el largo del arco y el área del sector circular como parte del círculo completo.', 4],
        ['Calcular', 'Completamos la tabla para cada ángulo de giro.', 3],
        ['Segmento', 'Calculamos el área del segmento circular de 90° restando el triángulo de los dos radios.', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA1M OA 07',
    [
      'Área de la superficie y volumen del cono',
      'Deduce el volumen del cono comparándolo con el cilindro de igual base y altura y el área de su superficie desde su red, calcula la generatriz con Pitágoras y aplica las fórmulas en problemas.',
      'Calcula el volumen y el área de la superficie de un cono a partir de su radio y su altura.',
      'Calcula el volumen del cono, pero usa la altura en vez de la generatriz en el área del manto.',
      'Confunde el volumen del cono con el del cilindro.',
    ],
    [
      'Muestra con arena que el volumen del cono es un tercio del volumen del cilindro de igual base y altura.',
      'Mostré con arena que el volumen del cono es un tercio del volumen del cilindro de igual base y altura.',
    ],
    {
      id: 'ma1m-07-barquillo-de-helado',
      tipo: 'experimento',
      titulo: 'Un cono de barquillo: volumen y área del cono',
      presentacion: [
        'Una heladería vende helados en un barquillo con forma de cono de 4 cm de radio y 12 cm de altura.',
        'Vamos a construir un cono y un cilindro de cartulina con la misma base y altura y a comparar cuánto caben.',
      ],
      tabla: {
        columnas: ['Cuerpo', 'Radio (cm)', 'Altura (cm)', 'Volumen (cm³)', 'Área de la superficie (cm²)'],
        filas: [
          ['Cilindro', '4', '12', '', ''],
          ['Cono', '4', '12', '', ''],
          ['Cono del barquillo (sin tapa)', '4', '12', '', ''],
        ],
      },
      materiales: ['Cartulina', 'Compás', 'Arena o arroz', 'Cinta adhesiva'],
      pasos: [
        ['Experimentar', 'Llenamos el cono de arroz y contamos cuántas veces se vacía en el cilindro.', 3],
        ['Calcular', 'Calculamos la generatriz y el área de la superficie del cono desde su red.', 4],
        ['Aplicar', 'Calculamos cuántos helados de cono salen de un pote de 2 litros.', 2],
      ],
      tareas: ['informe_laboratorio', 'maqueta'],
    },
  ),
  instrumento(
    'MA1M OA 08',
    [
      'Homotecia: centro, razón y propiedades',
      'Construye homotecias con centro y razón de homotecia dados, mide segmentos para mostrar que son proporcionales y paralelos, relaciona la homotecia con la perspectiva y el ojo humano y resuelve problemas.',
      'Construye una homotecia con razón de homotecia positiva y comprueba sus propiedades midiendo.',
      'Amplía una figura, pero no usa el centro de la homotecia.',
      'No reconoce una homotecia.',
    ],
    [
      'Construye la homotecia de un triángulo con razón de homotecia 2 y mide sus lados.',
      'Construí la homotecia de un triángulo con razón de homotecia 2 y medí sus lados.',
    ],
    {
      id: 'ma1m-08-linterna-y-sombras',
      tipo: 'experimento',
      titulo: 'La linterna y la sombra: una homotecia',
      presentacion: [
        'Una linterna ilumina una figura de cartón y su sombra aparece ampliada en la pared: la linterna es el centro de la homotecia.',
        'Vamos a medir distancias y lados para encontrar la razón de homotecia.',
      ],
      tabla: {
        columnas: [
          'Distancia linterna–figura (cm)',
          'Distancia linterna–pared (cm)',
          'Lado de la figura (cm)',
          'Lado de la sombra (cm)',
          'Razón de homotecia',
        ],
        filas: [
          ['20', '60', '5', '', ''],
          ['30', '60', '5', '', ''],
          ['40', '60', '5', '', ''],
        ],
      },
      materiales: ['Linterna', 'Figura de cartón', 'Huincha de medir', 'Papel en la pared'],
      pasos: [
        ['Medir', 'Medimos las distancias y los lados de la sombra en cada posición.', 3],
        ['Relacionar', 'Calculamos la razón de homotecia de dos maneras y comparamos.', 3],
        [
          'Construir',
          'Construimos en el cuaderno la homotecia de un cuadrilátero con razón 1/2 y luego con razón −1.',
          3,
        ],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 09',
    [
      'Teorema de Tales y segmentos proporcionales',
      'Deduce el teorema de Tales desde la homotecia, plantea proporciones con los segmentos proporcionales que determinan rectas paralelas sobre dos transversales y lo aplica para calcular distancias inaccesibles.',
      'Aplica el teorema de Tales para calcular un segmento desconocido entre rectas paralelas.',
      'Plantea una proporción, pero empareja mal los segmentos proporcionales.',
      'No reconoce cuándo se puede aplicar el teorema de Tales.',
    ],
    [
      'Calcula la altura de un árbol con su sombra y la de un palo aplicando el teorema de Tales.',
      'Calculé la altura de un árbol con su sombra y la de un palo aplicando el teorema de Tales.',
    ],
    {
      id: 'ma1m-09-altura-del-arbol',
      tipo: 'experimento',
      titulo: 'La altura del árbol del patio con el teorema de Tales',
      presentacion: [
        'Como Tales midió la pirámide, vamos a medir la altura de un árbol del patio sin subirnos.',
        'Los rayos del sol son rectas paralelas: la sombra del árbol y la de un palo forman segmentos proporcionales.',
      ],
      tabla: {
        columnas: ['Objeto', 'Altura (m)', 'Sombra (m)'],
        filas: [
          ['Palo', '1,5', ''],
          ['Árbol', '', ''],
          ['Poste de luz', '', ''],
        ],
      },
      materiales: ['Palo de escoba', 'Huincha de medir', 'Cuaderno'],
      pasos: [
        ['Medir', 'Medimos a la misma hora la sombra del palo, la del árbol y la del poste.', 3],
        ['Plantear', 'Planteamos la proporción del teorema de Tales y calculamos cada altura.', 4],
        ['Dibujar', 'Dibujamos a escala las rectas paralelas y los segmentos proporcionales de la situación.', 2],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA1M OA 10',
    [
      'Semejanza y proporcionalidad en modelos a escala',
      'Aplica la semejanza para construir e interpretar modelos a escala, pasa de medidas reales a medidas del modelo y al revés, y explica cómo cambian el área y el volumen según la escala.',
      'Calcula medidas reales y del modelo usando la escala y la semejanza.',
      'Aplica la escala a una medida, pero no reconoce figuras semejantes.',
      'No interpreta la escala de un plano o un mapa.',
    ],
    [
      'Calcula el largo real de la sala a partir de un plano a escala 1 : 50.',
      'Calculé el largo real de la sala a partir de un plano a escala 1 : 50.',
    ],
    {
      id: 'ma1m-10-maqueta-del-colegio',
      tipo: 'tema',
      titulo: 'La maqueta del colegio: un modelo a escala',
      presentacion: [
        'El colegio celebra su aniversario y el curso construirá una maqueta del edificio principal a escala 1 : 100.',
        'Cada medida real se divide por 100: el modelo a escala es una figura semejante al edificio.',
      ],
      tabla: {
        columnas: ['Medida', 'Real (m)', 'En la maqueta (cm)'],
        filas: [
          ['Largo del edificio', '42', ''],
          ['Ancho', '12', ''],
          ['Alto', '7,5', ''],
          ['Puerta principal', '2,2', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Cartón piedra', 'Regla', 'Cúter', 'Pegamento'],
      pasos: [
        ['Medir', 'Medimos el edificio y calculamos cada medida de la maqueta con la escala.', 3],
        ['Construir', 'Construimos el modelo a escala y revisamos que las proporciones se mantengan.', 4],
        ['Analizar', 'Calculamos cuántas veces menor es el área del piso en la maqueta y explicamos por qué.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 11',
    [
      'Homotecia vectorial: producto de un vector por un escalar',
      'Representa una homotecia en forma vectorial, multiplicando por un escalar el vector del centro a cada punto, calcula las coordenadas de la figura imagen y explica el efecto de un escalar negativo o menor que uno.',
      'Calcula la imagen de un punto en una homotecia multiplicando su vector por un escalar.',
      'Multiplica un vector por un escalar, pero no lo relaciona con la homotecia.',
      'No sabe multiplicar un vector por un escalar.',
    ],
    [
      'Calcula la imagen de A(2, 3) en una homotecia de centro en el origen multiplicando el vector por el escalar 3.',
      'Calculé la imagen de A(2, 3) en una homotecia de centro en el origen multiplicando el vector por el escalar 3.',
    ],
    {
      id: 'ma1m-11-ampliar-un-logo',
      tipo: 'problema',
      titulo: 'Ampliar un logo con vectores: la homotecia',
      presentacion: [
        'Un logo triangular tiene vértices A(1, 1), B(3, 1) y C(2, 4) y se quiere ampliar desde el origen.',
        'Cada vértice de la imagen se obtiene multiplicando su vector por un escalar: ese escalar es la razón de la homotecia.',
      ],
      tabla: {
        columnas: ['Vértice', 'Vector', 'Escalar 2', 'Escalar 1/2', 'Escalar −1'],
        filas: [
          ['A', '(1, 1)', '', '', ''],
          ['B', '(3, 1)', '', '', ''],
          ['C', '(2, 4)', '', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Computador con software de geometría'],
      pasos: [
        ['Calcular', 'Multiplicamos cada vector por el escalar y anotamos los vértices de la imagen.', 4],
        ['Dibujar', 'Dibujamos el logo y sus imágenes y comprobamos que los lados son paralelos.', 3],
        ['Explicar', 'Explicamos qué hace la homotecia cuando el escalar es negativo o menor que 1.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'MA1M OA 12',
    [
      'Tablas de doble entrada y nubes de puntos de dos características',
      'Registra dos características de una misma población en una tabla de doble entrada y en una nube de puntos, elige cuál representación conviene según las variables y describe la relación que muestran.',
      'Construye una tabla de doble entrada o una nube de puntos con los datos de dos características.',
      'Construye la tabla de doble entrada, pero no lee sus totales por fila y columna.',
      'No logra registrar datos en una tabla de doble entrada.',
    ],
    [
      'Construye la nube de puntos de la estatura y el largo del pie de sus compañeros.',
      'Construí la nube de puntos de la estatura y el largo del pie de mis compañeros.',
    ],
    {
      id: 'ma1m-12-estatura-y-pie',
      tipo: 'experimento',
      titulo: 'Estatura y largo del pie: una nube de puntos',
      presentacion: [
        'Vamos a medir la estatura y el largo del pie de 15 compañeros y registrar si practican algún deporte y en qué jornada.',
        'Las medidas van en una nube de puntos; las dos preguntas, en una tabla de doble entrada.',
      ],
      tabla: {
        columnas: ['Practica deporte', 'Mañana', 'Tarde', 'Total'],
        filas: [
          ['Sí', '', '', ''],
          ['No', '', '', ''],
          ['Total', '', '', '15'],
        ],
      },
      materiales: ['Huincha de medir', 'Regla', 'Papel cuadriculado', 'Computador con planilla de cálculo'],
      pasos: [
        ['Medir', 'Medimos la estatura y el largo del pie de cada compañero.', 2],
        ['Registrar', 'Construimos la nube de puntos y completamos la tabla de doble entrada.', 4],
        ['Describir', 'Describimos la relación que muestra la nube de puntos y leemos los totales de la tabla.', 3],
      ],
      tareas: ['investigacion', 'informe_laboratorio'],
    },
  ),
  instrumento(
    'MA1M OA 13',
    [
      'Comparar poblaciones en una nube de puntos de dos colores',
      'Compara dos poblaciones en un gráfico xy de dos atributos con una nube de puntos de dos colores, traza una recta que las separa, evalúa cuántos puntos quedan mal clasificados y la usa para predecir.',
      'Compara dos poblaciones en una nube de puntos de dos colores y traza una recta que las separa.',
      'Grafica la nube de puntos de dos colores, pero no separa las poblaciones.',
      'No ubica los datos de dos poblaciones en un gráfico.',
    ],
    [
      'Traza una recta que separa en la nube de puntos las hojas de dos especies de árboles.',
      'Tracé una recta que separa en la nube de puntos las hojas de dos especies de árboles.',
    ],
    {
      id: 'ma1m-13-hojas-de-dos-arboles',
      tipo: 'experimento',
      titulo: 'Hojas de dos árboles: comparar poblaciones en un gráfico',
      presentacion: [
        'Recogemos hojas de un quillay y de un ciruelo del patio y medimos su largo y su ancho.',
        'En una nube de puntos de dos colores, cada población forma un grupo: ¿se pueden separar con una recta?',
      ],
      tabla: {
        columnas: ['Hoja', 'Árbol', 'Largo (mm)', 'Ancho (mm)'],
        filas: [
          ['1', 'Quillay', '', ''],
          ['2', 'Quillay', '', ''],
          ['3', 'Ciruelo', '', ''],
          ['4', 'Ciruelo', '', ''],
        ],
      },
      materiales: ['Hojas de dos árboles', 'Regla', 'Papel cuadriculado', 'Lápices de dos colores'],
      pasos: [
        ['Medir', 'Medimos 15 hojas de cada árbol y anotamos largo y ancho.', 2],
        ['Graficar', 'Graficamos la nube de puntos con un color para cada población.', 3],
        ['Separar', 'Trazamos una recta que separa las poblaciones y la usamos para clasificar una hoja nueva.', 4],
      ],
      tareas: ['investigacion', 'informe_laboratorio'],
    },
  ),
  instrumento(
    'MA1M OA 14',
    [
      'Reglas aditiva y multiplicativa de las probabilidades',
      'Aplica la regla aditiva a eventos excluyentes y no excluyentes y la regla multiplicativa a eventos independientes, combina ambas en problemas de varias etapas y justifica cada paso con un diagrama.',
      'Aplica la regla aditiva y la regla multiplicativa en problemas de probabilidad sencillos.',
      'Aplica la regla aditiva, pero suma probabilidades cuando debe multiplicarlas.',
      'No distingue cuándo se suman y cuándo se multiplican probabilidades.',
    ],
    [
      'Calcula con la regla multiplicativa la probabilidad de sacar dos ases seguidos con reposición.',
      'Calculé con la regla multiplicativa la probabilidad de sacar dos ases seguidos con reposición.',
    ],
    {
      id: 'ma1m-14-semaforos-del-camino',
      tipo: 'problema',
      titulo: 'Los semáforos del camino: reglas de la probabilidad',
      presentacion: [
        'Camino al colegio hay dos semáforos que funcionan en forma independiente: el primero está en verde el 60 % del tiempo y el segundo el 40 %.',
        'Con la regla multiplicativa y la regla aditiva calculamos la probabilidad de distintos viajes.',
      ],
      tabla: {
        columnas: ['Evento', 'Regla que usamos', 'Probabilidad'],
        filas: [
          ['Los dos en verde', '', ''],
          ['Ninguno en verde', '', ''],
          ['Solo uno en verde', '', ''],
          ['Al menos uno en verde', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora', 'Dados de diez caras o una planilla de cálculo'],
      pasos: [
        ['Diagramar', 'Dibujamos el diagrama de árbol con las probabilidades de cada semáforo.', 2],
        ['Calcular', 'Calculamos cada probabilidad aplicando la regla multiplicativa y la regla aditiva.', 4],
        ['Simular', 'Simulamos 100 viajes con números al azar y comparamos con las probabilidades calculadas.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA1M OA 15',
    [
      'El azar en la tabla de Galton y en paseos aleatorios',
      'Experimenta con la tabla de Galton y con paseos aleatorios, registra la frecuencia relativa de cada resultado, explica con caminos y probabilidades por qué los del centro salen más y predice la forma de la distribución.',
      'Registra la frecuencia relativa de un paseo aleatorio o de la tabla de Galton y la compara con la probabilidad.',
      'Realiza el paseo aleatorio y anota los resultados, pero no calcula la frecuencia relativa.',
      'No relaciona los resultados de la tabla de Galton con el azar.',
    ],
    [
      'Explica con caminos por qué en la tabla de Galton las bolitas caen más en el centro.',
      'Expliqué con caminos por qué en la tabla de Galton las bolitas caen más en el centro.',
    ],
    {
      id: 'ma1m-15-paseo-de-la-moneda',
      tipo: 'experimento',
      titulo: 'El paseo de la moneda: un paseo aleatorio',
      presentacion: [
        'Una ficha parte en el 0 de una recta: si la moneda sale cara avanza un paso, si sale sello retrocede uno. Después de 4 lanzamientos, ¿dónde termina?',
        'Este paseo aleatorio funciona como una tabla de Galton de 4 filas: comparamos la frecuencia relativa de cada final con su probabilidad.',
      ],
      tabla: {
        columnas: ['Posición final', 'Caminos posibles', 'Probabilidad', 'Veces en 40 paseos', 'Frecuencia relativa'],
        filas: [
          ['−4', '1', '', '', ''],
          ['−2', '4', '', '', ''],
          ['0', '6', '', '', ''],
          ['2', '4', '', '', ''],
          ['4', '1', '', '', ''],
        ],
      },
      materiales: ['Moneda', 'Ficha', 'Recta numérica de −4 a 4', 'Tabla de Galton de madera si el colegio la tiene'],
      pasos: [
        ['Pasear', 'Hacemos 40 paseos aleatorios de 4 pasos y anotamos la posición final.', 3],
        ['Comparar', 'Calculamos la frecuencia relativa de cada final y la comparamos con su probabilidad.', 4],
        ['Relacionar', 'Explicamos por qué la tabla de Galton muestra la misma forma que nuestros paseos.', 2],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
]

/** 2° Medio. */
export const matematica2M = [
  instrumento(
    'MA2M OA 01',
    [
      'Números reales: raíces, irracionales y estimación',
      'Distingue números irracionales de racionales, descompone y simplifica raíces, opera con ellas aplicando sus propiedades, estima su valor entre dos decimales y resuelve problemas con números reales.',
      'Simplifica y opera raíces y reconoce números irracionales entre los números reales.',
      'Calcula raíces exactas, pero suma raíces distintas como si fueran semejantes.',
      'No distingue un número irracional de un número racional.',
    ],
    [
      'Simplifica √50 + √18 descomponiendo las raíces y estima el resultado con dos decimales.',
      'Simplifiqué √50 + √18 descomponiendo las raíces y estimé el resultado con dos decimales.',
    ],
    {
      id: 'ma2m-01-diagonales-de-marcos',
      tipo: 'problema',
      titulo: 'Diagonales y marcos: raíces y números irracionales',
      presentacion: [
        'Un marco cuadrado de 1 m de lado necesita un refuerzo en la diagonal: mide √2 m, un número irracional.',
        'Vamos a calcular diagonales de otros marcos, simplificar las raíces y estimar cuánta madera se necesita.',
      ],
      tabla: {
        columnas: ['Marco', 'Diagonal exacta', 'Raíz simplificada', 'Estimación (m)'],
        filas: [
          ['Cuadrado de 1 m de lado', '√2', '√2', ''],
          ['Cuadrado de 3 m de lado', '√18', '', ''],
          ['Rectángulo de 2 m por 4 m', '√20', '', ''],
          ['Rectángulo de 5 m por 5 m', '', '', ''],
        ],
      },
      materiales: ['Calculadora científica', 'Regla', 'Papel cuadriculado'],
      pasos: [
        ['Simplificar', 'Descomponemos cada raíz en factores y la simplificamos.', 3],
        ['Estimar', 'Estimamos cada diagonal entre dos decimales y comprobamos con la calculadora.', 3],
        [
          'Sumar',
          'Calculamos la madera total sumando raíces semejantes y explicamos por qué el resultado es un número irracional.',
          3,
        ],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA2M OA 02',
    [
      'Potencias de exponente racional, raíces enésimas y logaritmos',
      'Convierte raíces enésimas en potencias de exponente racional y al revés, las ubica en la recta numérica, relaciona potencias con logaritmos y resuelve problemas de crecimiento con logaritmos.',
      'Convierte raíces enésimas en potencias y calcula logaritmos sencillos a partir de potencias.',
      'Convierte raíces en potencias, pero no relaciona las potencias con logaritmos.',
      'No sabe qué pregunta un logaritmo.',
    ],
    [
      'Escribe ∛8 como potencia de exponente racional y explica por qué el logaritmo en base 2 de 8 es 3.',
      'Escribí ∛8 como potencia de exponente racional y expliqué por qué el logaritmo en base 2 de 8 es 3.',
    ],
    {
      id: 'ma2m-02-bacterias-que-se-duplican',
      tipo: 'problema',
      titulo: 'Bacterias que se duplican: potencias y logaritmos',
      presentacion: [
        'Un cultivo de bacterias se duplica cada hora: de 1.000 bacterias pasa a 1.000 · 2ᵗ después de «t» horas.',
        'Para saber en cuántas horas se llega a una cantidad hay que usar logaritmos: si 2ᵗ = 64, entonces «t» es el logaritmo en base 2 de 64.',
      ],
      tabla: {
        columnas: ['Bacterias', 'Potencia de 2', 'Logaritmo', 'Horas'],
        filas: [
          ['64.000', '2ᵗ = 64', 'Logaritmo en base 2 de 64', ''],
          ['512.000', '', '', ''],
          ['1.000.000', '', '', 'Entre 9 y 10'],
          ['Después de media hora', '2^(1/2) = √2', '—', '0,5'],
        ],
      },
      materiales: ['Calculadora científica', 'Papel cuadriculado'],
      pasos: [
        ['Relacionar', 'Escribimos cada pregunta como potencia y como logaritmo.', 3],
        ['Calcular', 'Calculamos los logaritmos exactos y estimamos los que no lo son.', 3],
        ['Raíces', 'Escribimos como raíces enésimas las bacterias que hay a la media hora y al tercio de hora.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA2M OA 03',
    [
      'Función cuadrática, su parábola y su vértice',
      'Representa la función cuadrática en tablas y gráficos, determina el vértice, el eje de simetría, los ceros y el corte con el eje Y, explica el efecto de a, b y c en la parábola y la usa como modelo.',
      'Grafica la función cuadrática y determina el vértice y los ceros de la parábola.',
      'Grafica la parábola con una tabla, pero no encuentra el vértice.',
      'No reconoce una función cuadrática en su tabla ni en su gráfico.',
    ],
    [
      'Calcula el vértice de la parábola de un lanzamiento e interpreta la altura máxima.',
      'Calculé el vértice de la parábola de un lanzamiento e interpreté la altura máxima.',
    ],
    {
      id: 'ma2m-03-lanzamiento-de-pelota',
      tipo: 'problema',
      titulo: 'El lanzamiento de una pelota: la función cuadrática',
      presentacion: [
        'Una pelota lanzada hacia arriba sigue la altura h(t) = −5t² + 20t + 1, en metros, después de «t» segundos.',
        'Es una función cuadrática: su gráfico es una parábola y su vértice indica la altura máxima.',
      ],
      tabla: {
        columnas: ['Tiempo (s)', 'Altura (m)'],
        filas: [
          ['0', '1'],
          ['1', ''],
          ['2', ''],
          ['3', ''],
          ['4', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Computador con software de geometría', 'Calculadora'],
      pasos: [
        ['Tabular', 'Completamos la tabla y graficamos la parábola.', 2],
        ['Puntos especiales', 'Calculamos el vértice, el eje de simetría y cuándo la pelota toca el suelo.', 4],
        ['Variar', 'Cambiamos el −5 por −10 y describimos cómo cambia la parábola.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA2M OA 04',
    [
      'Resolución de ecuaciones cuadráticas',
      'Resuelve ecuaciones cuadráticas de las formas ax² = b, (ax + b)² = c, ax² + bx = 0 y ax² + bx = c eligiendo el método, comprueba las soluciones y decide cuáles tienen sentido en el problema.',
      'Resuelve ecuaciones cuadráticas incompletas y completas y comprueba sus soluciones.',
      'Resuelve la ecuación cuadrática ax² = b, pero olvida la solución negativa.',
      'No sabe por dónde empezar a resolver una ecuación cuadrática.',
    ],
    [
      'Resuelve la ecuación cuadrática x² + 3x = 40 del área de un terreno y descarta la solución negativa.',
      'Resolví la ecuación cuadrática x² + 3x = 40 del área de un terreno y descarté la solución negativa.',
    ],
    {
      id: 'ma2m-04-marco-de-fotos',
      tipo: 'problema',
      titulo: 'Un marco para la foto del curso: ecuación cuadrática',
      presentacion: [
        'La foto del curso mide 20 cm por 30 cm y se le pone un marco del mismo ancho en todo el borde.',
        'Si la foto con el marco ocupa 936 cm², el ancho del marco es una solución de una ecuación cuadrática.',
      ],
      tabla: {
        columnas: ['Problema', 'Ecuación cuadrática', 'Soluciones', '¿Cuál sirve?'],
        filas: [
          ['Marco de la foto', '(20 + 2x)(30 + 2x) = 936', '', ''],
          ['Cuadrado de área 72 cm²', 'x² = 72', '', ''],
          ['Rectángulo 3 cm más largo que ancho, de área 40 cm²', 'x² + 3x = 40', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora', 'Regla'],
      pasos: [
        ['Plantear', 'Desarrollamos la ecuación cuadrática del marco y la ordenamos.', 3],
        ['Resolver', 'Resolvemos cada ecuación cuadrática por factorización o completando cuadrados.', 4],
        ['Decidir', 'Comprobamos las soluciones y explicamos por qué una de ellas no sirve.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA2M OA 05',
    [
      'Función inversa: máquina, tabla, gráfico y reflexión',
      'Obtiene la función inversa de funciones lineales y cuadráticas con dominio restringido, la representa como la máquina que deshace, con tablas y como reflexión del gráfico en la recta y = x, y la interpreta.',
      'Calcula la función inversa de una función lineal y la grafica como reflexión respecto de y = x.',
      'Invierte la tabla de valores, pero no escribe la regla de la función inversa.',
      'No sabe qué hace una función inversa.',
    ],
    [
      'Calcula la función inversa de la conversión de grados Celsius a Fahrenheit y la comprueba con 20 °C.',
      'Calculé la función inversa de la conversión de grados Celsius a Fahrenheit y la comprobé con 20 °C.',
    ],
    {
      id: 'ma2m-05-celsius-y-fahrenheit',
      tipo: 'problema',
      titulo: 'De Celsius a Fahrenheit y de vuelta: la función inversa',
      presentacion: [
        'La función F(C) = 1,8C + 32 convierte grados Celsius en grados Fahrenheit.',
        'Un turista que lee 86 °F necesita la función inversa: la máquina que deshace lo que hizo la primera.',
      ],
      tabla: {
        columnas: ['Celsius (°C)', 'Fahrenheit (°F)'],
        filas: [
          ['0', '32'],
          ['20', ''],
          ['25', ''],
          ['', '86'],
          ['', '212'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Computador con software de geometría', 'Calculadora'],
      pasos: [
        ['Invertir', 'Completamos la tabla y escribimos la regla de la función inversa.', 4],
        ['Graficar', 'Graficamos ambas funciones y la recta y = x y mostramos la reflexión.', 3],
        ['Cuadrática', 'Calculamos la función inversa del área de un cuadrado, A = x², para lados positivos.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA2M OA 06',
    [
      'Cambio porcentual constante e interés compuesto',
      'Modela un cambio porcentual constante en forma recursiva y explícita, calcula el interés compuesto de un ahorro o una deuda, lo compara con el interés simple y resuelve problemas de crecimiento y depreciación.',
      'Calcula el capital final con interés compuesto y escribe la fórmula explícita.',
      'Calcula el cambio porcentual de un período, pero lo aplica siempre sobre el capital inicial.',
      'No distingue un cambio porcentual de un cambio fijo.',
    ],
    [
      'Calcula con interés compuesto cuánto tendrá un ahorro de $500.000 al 5 % anual en 3 años.',
      'Calculé con interés compuesto cuánto tendrá un ahorro de $500.000 al 5 % anual en 3 años.',
    ],
    {
      id: 'ma2m-06-ahorro-y-deuda',
      tipo: 'problema',
      titulo: 'Ahorro y deuda: el interés compuesto',
      presentacion: [
        'Daniela deposita $500.000 al 5 % anual con interés compuesto; su hermano debe $500.000 en una tarjeta que cobra 3 % mensual.',
        'Un cambio porcentual constante se calcula multiplicando cada período por el mismo factor.',
      ],
      tabla: {
        columnas: ['Período', 'Ahorro de Daniela (años)', 'Deuda del hermano (meses)'],
        filas: [
          ['0', '500.000', '500.000'],
          ['1', '', ''],
          ['2', '', ''],
          ['3', '', ''],
          ['12', '', ''],
        ],
      },
      materiales: ['Calculadora', 'Computador con planilla de cálculo'],
      pasos: [
        ['Recursivo', 'Calculamos cada período a partir del anterior multiplicando por el factor.', 3],
        ['Explícito', 'Escribimos la fórmula explícita del interés compuesto y calculamos el período 12.', 4],
        [
          'Comparar',
          'Comparamos con el interés simple y explicamos por qué una deuda con interés compuesto crece tan rápido.',
          2,
        ],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA2M OA 07',
    [
      'Área de la superficie y volumen de la esfera',
      'Deduce el volumen de la esfera relacionándola con el cilindro y el cono, calcula el área de su superficie y aplica ambas fórmulas en problemas, explicando cómo cambian al duplicar el radio.',
      'Calcula el volumen y el área de la superficie de una esfera a partir de su radio.',
      'Calcula el volumen de la esfera, pero usa el diámetro en lugar del radio.',
      'No recuerda ninguna fórmula de la esfera.',
    ],
    [
      'Calcula el volumen de una pelota de básquetbol con forma de esfera de 12 cm de radio.',
      'Calculé el volumen de una pelota de básquetbol con forma de esfera de 12 cm de radio.',
    ],
    {
      id: 'ma2m-07-pelotas-y-naranjas',
      tipo: 'experimento',
      titulo: 'Naranjas y pelotas: el volumen de la esfera',
      presentacion: [
        'Una naranja se parece a una esfera: vamos a medir su diámetro, calcular su volumen y comprobarlo sumergiéndola en agua.',
        'También calcularemos el área de la superficie de su cáscara y la compararemos con la cáscara extendida.',
      ],
      tabla: {
        columnas: [
          'Objeto',
          'Radio (cm)',
          'Volumen calculado (cm³)',
          'Volumen medido con agua (cm³)',
          'Área de la superficie (cm²)',
        ],
        filas: [
          ['Naranja', '', '', '', ''],
          ['Pelota de tenis', '', '', '', ''],
          ['Pelota de básquetbol', '12', '', '—', ''],
        ],
      },
      materiales: ['Naranjas', 'Jarro graduado', 'Huincha de costura', 'Calculadora'],
      pasos: [
        ['Medir', 'Medimos el contorno de cada esfera y calculamos su radio.', 2],
        ['Calcular', 'Calculamos el volumen y el área de la superficie de cada esfera.', 4],
        ['Comprobar', 'Sumergimos la naranja en el jarro y comparamos el agua desplazada con el volumen calculado.', 3],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA2M OA 08',
    [
      'Razones trigonométricas seno, coseno y tangente',
      'Define seno, coseno y tangente como razones entre los lados de un triángulo rectángulo, explica con triángulos semejantes por qué no dependen del tamaño y las usa para calcular lados y ángulos en problemas.',
      'Calcula lados y ángulos de un triángulo rectángulo con seno, coseno y tangente.',
      'Calcula el seno de un ángulo, pero elige mal la razón trigonométrica del problema.',
      'No identifica el cateto opuesto y el adyacente para una razón trigonométrica.',
    ],
    [
      'Calcula con la tangente la altura de un edificio desde un ángulo de elevación de 35°.',
      'Calculé con la tangente la altura de un edificio desde un ángulo de elevación de 35°.',
    ],
    {
      id: 'ma2m-08-medidor-de-angulos',
      tipo: 'experimento',
      titulo: 'Un medidor de ángulos casero: la tangente y la altura del gimnasio',
      presentacion: [
        'Con un transportador, una bombilla y un hilo con una tuerca se arma un medidor de ángulos para medir ángulos de elevación.',
        'Con el ángulo y la distancia al edificio, la tangente nos da su altura; el seno y el coseno dan otras distancias.',
      ],
      tabla: {
        columnas: ['Objeto', 'Distancia al pie (m)', 'Ángulo de elevación', 'Altura calculada con la tangente (m)'],
        filas: [
          ['Gimnasio', '', '', ''],
          ['Asta de la bandera', '', '', ''],
          ['Árbol del patio', '', '', ''],
        ],
      },
      materiales: ['Transportador', 'Bombilla', 'Hilo y una tuerca', 'Huincha de medir', 'Calculadora científica'],
      pasos: [
        ['Construir', 'Armamos el medidor de ángulos y medimos ángulos de elevación desde una distancia conocida.', 3],
        ['Calcular', 'Calculamos cada altura con la tangente, sumando la altura de nuestros ojos.', 4],
        [
          'Relacionar',
          'Calculamos con el seno el largo del hilo de un volantín que vuela a 30 m de altura con un ángulo de 40°.',
          2,
        ],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA2M OA 09',
    [
      'Razones trigonométricas en vectores y proyecciones',
      'Descompone un vector en sus componentes con las razones trigonométricas, compone vectores sumando sus componentes, calcula la proyección de un vector sobre una dirección y lo aplica en fuerzas y desplazamientos.',
      'Descompone un vector en componentes con seno y coseno y calcula su proyección.',
      'Dibuja las componentes del vector, pero se equivoca al elegir la razón trigonométrica de cada una.',
      'No relaciona un vector con sus componentes.',
    ],
    [
      'Descompone la fuerza de 200 N con que se tira un trineo a 30° en sus componentes con razones trigonométricas.',
      'Descompuse la fuerza de 200 N con que se tira un trineo a 30° en sus componentes con razones trigonométricas.',
    ],
    {
      id: 'ma2m-09-cruzar-el-rio',
      tipo: 'problema',
      titulo: 'Cruzar el río en bote: vectores y razones trigonométricas',
      presentacion: [
        'Un bote cruza un río remando a 3 m/s en dirección perpendicular a la orilla, mientras la corriente lo arrastra a 1,5 m/s.',
        'La velocidad real es la suma de dos vectores; con las razones trigonométricas calculamos su dirección y la proyección sobre la orilla.',
      ],
      tabla: {
        columnas: [
          'Vector',
          'Componente a lo ancho (m/s)',
          'Componente a lo largo (m/s)',
          'Módulo (m/s)',
          'Ángulo con la orilla',
        ],
        filas: [
          ['Remo', '3', '0', '3', '90°'],
          ['Corriente', '0', '1,5', '1,5', '0°'],
          ['Velocidad real', '', '', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Transportador', 'Calculadora científica'],
      pasos: [
        ['Componer', 'Sumamos los vectores por componentes y calculamos el módulo de la velocidad real.', 3],
        ['Ángulo', 'Calculamos con la tangente el ángulo con que el bote avanza respecto de la orilla.', 3],
        ['Proyectar', 'Calculamos la proyección del desplazamiento sobre la orilla si el río mide 60 m de ancho.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA2M OA 10',
    [
      'Variables aleatorias finitas y sus probabilidades',
      'Define una variable aleatoria en un experimento, determina todos sus valores, calcula la probabilidad de cada uno, comprueba que suman 1 y la representa en una tabla y un gráfico.',
      'Identifica los valores de una variable aleatoria y calcula sus probabilidades.',
      'Identifica los valores de la variable aleatoria, pero no calcula bien sus probabilidades.',
      'No sabe qué representa una variable aleatoria.',
    ],
    [
      'Define la variable aleatoria «número de caras al lanzar tres monedas» y calcula la probabilidad de cada valor.',
      'Definí la variable aleatoria «número de caras al lanzar tres monedas» y calculé la probabilidad de cada valor.',
    ],
    {
      id: 'ma2m-10-juego-de-dados',
      tipo: 'problema',
      titulo: 'Un juego de dados: la variable aleatoria de la ganancia',
      presentacion: [
        'En un juego se lanzan dos dados: si la suma es 7 se ganan $500, si es 2 o 12 se ganan $1.000 y en otro caso se pierden $100.',
        'La ganancia es una variable aleatoria: vamos a encontrar sus valores y la probabilidad de cada uno.',
      ],
      tabla: {
        columnas: ['Valor de la variable aleatoria', 'Sumas que lo dan', 'Casos de 36', 'Probabilidad'],
        filas: [
          ['$1.000', '2 o 12', '', ''],
          ['$500', '7', '', ''],
          ['−$100', 'Las demás', '', ''],
        ],
      },
      materiales: ['Dos dados', 'Cuaderno', 'Calculadora'],
      pasos: [
        ['Definir', 'Escribimos qué mide la variable aleatoria y cuáles son sus valores.', 2],
        ['Calcular', 'Contamos los casos con una tabla de 6 por 6 y calculamos cada probabilidad.', 4],
        ['Graficar', 'Graficamos la distribución y decidimos si conviene jugar.', 3],
      ],
      tareas: ['resolucion_problemas', 'debate'],
    },
  ),
  instrumento(
    'MA2M OA 11',
    [
      'Permutaciones y combinatoria en el cálculo de probabilidades',
      'Distingue cuándo importa el orden, cuenta con permutaciones, variaciones y combinaciones, y usa la combinatoria para calcular probabilidades de eventos y resolver problemas.',
      'Calcula permutaciones y combinaciones sencillas y las usa en una probabilidad.',
      'Calcula permutaciones, pero las usa también cuando el orden no importa.',
      'No logra contar casos con combinatoria.',
    ],
    [
      'Calcula con combinatoria la probabilidad de acertar los 6 números de un sorteo de 41.',
      'Calculé con combinatoria la probabilidad de acertar los 6 números de un sorteo de 41.',
    ],
    {
      id: 'ma2m-11-directiva-del-curso',
      tipo: 'problema',
      titulo: 'La directiva del curso: permutaciones y combinatoria',
      presentacion: [
        'En un curso de 30 estudiantes se elige una directiva de presidente, secretario y tesorero, y aparte una comisión de 3 para el aniversario.',
        'En la directiva importa el orden y en la comisión no: por eso se cuentan de distinta forma.',
      ],
      tabla: {
        columnas: ['Situación', '¿Importa el orden?', 'Cálculo', 'Casos'],
        filas: [
          ['Directiva de 3 cargos', 'Sí', '30 · 29 · 28', ''],
          ['Comisión de 3', 'No', '', ''],
          ['Ordenar 5 libros en un estante', '', '', ''],
          ['Cartón del Loto: 6 de 41 números', '', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora científica'],
      pasos: [
        ['Contar', 'Contamos cada situación con permutaciones o combinaciones y justificamos la elección.', 4],
        ['Probabilidad', 'Calculamos la probabilidad de que tres amigos queden juntos en la comisión si se sortea.', 3],
        ['Analizar', 'Calculamos la probabilidad de ganar el Loto y la comparamos con algo cotidiano.', 2],
      ],
      tareas: ['resolucion_problemas', 'debate'],
    },
  ),
  instrumento(
    'MA2M OA 12',
    [
      'La probabilidad en los medios de comunicación y en las decisiones',
      'Analiza noticias y avisos de los medios de comunicación que usan probabilidades, detecta supuestos y errores, y evalúa con cálculos si las decisiones que se toman con esas probabilidades son razonables.',
      'Interpreta probabilidades de los medios de comunicación y opina sobre una decisión con cálculos.',
      'Lee la probabilidad de una noticia, pero no evalúa las decisiones que se toman con ella.',
      'No reconoce el uso de la probabilidad en una noticia.',
    ],
    [
      'Evalúa con cálculos si es razonable una decisión basada en la probabilidad de lluvia del pronóstico.',
      'Evalué con cálculos si es razonable una decisión basada en la probabilidad de lluvia del pronóstico.',
    ],
    {
      id: 'ma2m-12-noticias-con-probabilidades',
      tipo: 'fuente',
      titulo: 'Noticias con probabilidades: analizar y decidir',
      presentacion: [
        'Tres titulares de medios de comunicación: «70 % de probabilidad de lluvia mañana en Santiago», «Un examen detecta la enfermedad con 95 % de acierto» y «Después de cinco rojos seguidos, en la ruleta ya toca negro».',
        'Vamos a analizar qué dice cada probabilidad, qué supuestos tiene y qué decisiones se pueden tomar con ella.',
      ],
      tabla: {
        columnas: ['Titular', 'Probabilidad', 'Supuesto o error', 'Decisión razonable'],
        filas: [
          ['Pronóstico de lluvia', '70 %', '', ''],
          ['Examen médico', '95 %', '', ''],
          ['Ruleta', '', '', ''],
        ],
      },
      materiales: ['Recortes de diarios y noticias en línea', 'Calculadora', 'Papelógrafo'],
      pasos: [
        ['Analizar', 'Explicamos qué significa cada probabilidad y detectamos los errores de razonamiento.', 3],
        [
          'Calcular',
          'Calculamos con una tabla de 1.000 personas cuántos positivos del examen son falsos si la enfermedad afecta al 1 %.',
          4,
        ],
        ['Debatir', 'Debatimos qué decisiones son razonables y buscamos otra noticia con probabilidades.', 2],
      ],
      tareas: ['debate', 'investigacion'],
    },
  ),
]
