/**
 * Instruments of Matemática, 5° and 6° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a problem with its data, a survey and its chart, a model to build and measure)
 * written for children of ten to twelve (see `instrumentos-fila.ts` for the row format).
 */
import { instrumento } from './instrumentos-fila'

/** 5° Básico. */
export const matematica05 = [
  instrumento(
    'MA05 OA 01',
    [
      'Números hasta los 1.000 millones: valor posicional y aproximación',
      'Lee y escribe números de millones en forma estándar y en forma expandida, explica el valor posicional de cada dígito, los compara, los ordena y los sabe aproximar a la centena de mil o al millón.',
      'Lee números de millones, los escribe en forma expandida y los compara usando el valor posicional.',
      'Lee números de millones, pero se equivoca en el valor posicional de los dígitos cuando hay ceros.',
      'No logra leer ni escribir números de millones.',
    ],
    [
      'Escribe 18.430.250 en forma expandida y lo sabe aproximar al millón más cercano.',
      'Escribí 18.430.250 en forma expandida y lo supe aproximar al millón más cercano.',
    ],
    {
      id: 'ma05-01-habitantes-de-regiones',
      tipo: 'problema',
      titulo: 'Los habitantes de Chile: números de millones',
      presentacion: [
        'En el Censo se cuentan los habitantes del país y de cada región; muchos de esos números llegan a los millones.',
        'Vamos a leer números de millones, escribirlos en forma expandida y aproximarlos para comparar las regiones.',
      ],
      tabla: {
        columnas: ['Lugar', 'Habitantes', 'Forma expandida', 'Aproximado al millón o a la centena de mil'],
        filas: [
          ['Chile', '18.480.432', '', ''],
          ['Región Metropolitana', '7.400.741', '', ''],
          ['Región de Valparaíso', '1.896.053', '', ''],
          ['Región del Biobío', '1.613.059', '', ''],
        ],
      },
      materiales: ['Tabla de valor posicional hasta los millones', 'Tarjetas con dígitos', 'Cuaderno'],
      pasos: [
        ['Leer y escribir', 'Leemos en voz alta cada número de millones y lo escribimos en forma expandida.', 3],
        [
          'Valor posicional',
          'Ubicamos cada número en la tabla de valor posicional y decimos cuánto vale cada dígito.',
          3,
        ],
        ['Aproximar y ordenar', 'Aproximamos cada número y ordenamos los lugares de más a menos habitantes.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 02',
    [
      'Estrategias de cálculo mental para multiplicar',
      'Elige y explica estrategias de cálculo mental para multiplicar: agregar ceros al multiplicar por 10, 100 o 1.000, doblar y dividir por 2 y usar las propiedades conmutativa, asociativa y distributiva.',
      'Usa dos estrategias de cálculo mental para multiplicar, como agregar ceros y doblar.',
      'Sabe agregar ceros al multiplicar por 10, pero no usa otra estrategia de cálculo mental.',
      'No logra multiplicar sin escribir el algoritmo.',
    ],
    [
      'Calcula 25 · 16 con cálculo mental doblando y dividiendo por 2, y explica los pasos.',
      'Calculé 25 · 16 con cálculo mental doblando y dividiendo por 2, y expliqué los pasos.',
    ],
    {
      id: 'ma05-02-feria-del-colegio',
      tipo: 'problema',
      titulo: 'Cálculo mental en la feria del colegio',
      presentacion: [
        'En la feria del colegio hay que multiplicar rápido, sin cuaderno ni calculadora.',
        'Un queque cuesta $500, una bolsa de palomitas $250 y un jugo $400.',
        'Para multiplicar 250 · 8 podemos doblar y dividir por 2: 500 · 4 = 1.000 · 2 = 2.000.',
      ],
      tabla: {
        columnas: ['Pedido', 'Cálculo', 'Estrategia de cálculo mental', 'Total'],
        filas: [
          ['30 queques', '500 · 30', 'Agregar ceros', ''],
          ['8 bolsas de palomitas', '250 · 8', 'Doblar y dividir por 2', ''],
          ['12 jugos', '400 · 12', '', ''],
          ['25 jugos', '400 · 25', '', ''],
        ],
      },
      materiales: ['Tarjetas con pedidos', 'Cronómetro', 'Cuaderno'],
      pasos: [
        ['Calcular', 'Resolvemos cada pedido con cálculo mental y anotamos el total.', 3],
        ['Explicar', 'Explicamos qué estrategia usamos para multiplicar: agregar ceros, doblar o descomponer.', 3],
        ['Comprobar', 'Comprobamos con la calculadora y comparamos qué estrategia fue más rápida.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA05 OA 03',
    [
      'Multiplicación de números de dos dígitos por dos dígitos',
      'Estima el producto antes de calcular, resuelve la multiplicación de dos dígitos por dos dígitos con el algoritmo y compara su resultado con la estimación en problemas rutinarios y no rutinarios.',
      'Resuelve la multiplicación de dos dígitos por dos dígitos con el algoritmo y estima productos.',
      'Aplica el algoritmo de la multiplicación, pero se equivoca al ubicar el segundo producto parcial.',
      'No logra resolver una multiplicación de dos dígitos por dos dígitos.',
    ],
    [
      'Estima el producto de 38 · 24 y luego resuelve la multiplicación con el algoritmo.',
      'Estimé el producto de 38 · 24 y luego resolví la multiplicación con el algoritmo.',
    ],
    {
      id: 'ma05-03-butacas-del-gimnasio',
      tipo: 'problema',
      titulo: 'Las sillas del acto: multiplicación de dos dígitos',
      presentacion: [
        'Para el acto de fin de año se ordenan sillas en filas en el gimnasio y en el patio.',
        'Vamos a estimar productos y resolver la multiplicación de dos dígitos por dos dígitos para saber cuántas sillas hay.',
      ],
      tabla: {
        columnas: ['Lugar', 'Filas', 'Sillas por fila', 'Estimación', 'Multiplicación exacta'],
        filas: [
          ['Gimnasio', '24', '18', '', ''],
          ['Patio', '32', '27', '', ''],
          ['Sala de actos', '15', '46', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Estimar', 'Redondeamos filas y sillas a la decena y estimamos cada producto.', 2],
        ['Multiplicar', 'Resolvemos cada multiplicación con el algoritmo, con sus dos productos parciales.', 4],
        ['Comparar', 'Comparamos la multiplicación exacta con la estimación y explicamos la diferencia.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 04',
    [
      'División de tres dígitos por un dígito e interpretación del resto',
      'Resuelve divisiones de un dividendo de tres dígitos por un divisor de un dígito, comprueba el cociente con la multiplicación y decide en cada problema qué hacer con el resto.',
      'Resuelve la división de tres dígitos por un dígito y encuentra el cociente y el resto.',
      'Encuentra el cociente de la división, pero no sabe qué significa el resto en el problema.',
      'No logra resolver una división con un dividendo de tres dígitos.',
    ],
    [
      'Divide 250 alumnos en buses de 9 asientos y explica qué significa el resto.',
      'Dividí 250 alumnos en buses de 9 asientos y expliqué qué significa el resto.',
    ],
    {
      id: 'ma05-04-paseo-de-fin-de-ano',
      tipo: 'problema',
      titulo: 'El paseo de fin de año: la división y su resto',
      presentacion: [
        'El colegio organiza un paseo y hay que repartir alumnos, colaciones y globos.',
        'En cada caso hacemos una división y decidimos qué hacer con el resto: a veces se agrega uno más, a veces sobra.',
      ],
      tabla: {
        columnas: ['Situación', 'División', 'Cociente', 'Resto', '¿Qué hacemos con el resto?'],
        filas: [
          ['248 alumnos en furgones de 9 asientos', '248 : 9', '', '', ''],
          ['365 galletas en bolsas de 6', '365 : 6', '', '', ''],
          ['500 globos para 7 cursos', '500 : 7', '', '', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Dividir', 'Resolvemos cada división con el algoritmo y anotamos el cociente y el resto.', 4],
        ['Interpretar el resto', 'Decidimos si el resto obliga a agregar un furgón, si sobra o si se reparte.', 3],
        ['Comprobar', 'Comprobamos cada división multiplicando el cociente por el divisor y sumando el resto.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 05',
    [
      'Prioridad de las operaciones y uso de paréntesis en cálculos',
      'Resuelve operaciones combinadas respetando los paréntesis y la prioridad de la multiplicación y la división sobre la suma y la resta, y explica cómo cambia el resultado si se mueve un paréntesis.',
      'Resuelve operaciones combinadas respetando la prioridad de las operaciones y los paréntesis.',
      'Respeta los paréntesis, pero calcula de izquierda a derecha sin respetar la prioridad de las operaciones.',
      'Resuelve las operaciones combinadas en cualquier orden.',
    ],
    [
      'Calcula 6 + 4 · 5 y (6 + 4) · 5 y explica por qué los paréntesis cambian el resultado.',
      'Calculé 6 + 4 · 5 y (6 + 4) · 5 y expliqué por qué los paréntesis cambian el resultado.',
    ],
    {
      id: 'ma05-05-el-juego-de-los-parentesis',
      tipo: 'problema',
      titulo: 'El juego de los paréntesis: operaciones combinadas',
      presentacion: [
        'Con los números 2, 3, 4 y 5 y las cuatro operaciones se pueden armar muchos cálculos.',
        'Según dónde pongamos los paréntesis y la prioridad de las operaciones, el resultado cambia.',
      ],
      tabla: {
        columnas: ['Operación combinada', 'Resultado', 'Con paréntesis', 'Resultado con paréntesis'],
        filas: [
          ['2 + 3 · 4', '', '(2 + 3) · 4', ''],
          ['20 − 8 : 4', '', '(20 − 8) : 4', ''],
          ['5 · 4 − 3 + 2', '', '5 · (4 − 3) + 2', ''],
          ['30 : 5 + 1', '', '30 : (5 + 1)', ''],
        ],
      },
      materiales: ['Tarjetas con números y signos', 'Cuaderno'],
      pasos: [
        ['Calcular', 'Resolvemos cada operación combinada respetando la prioridad de las operaciones.', 3],
        ['Mover paréntesis', 'Calculamos de nuevo con los paréntesis y comparamos los resultados.', 3],
        ['Desafío', 'Ponemos paréntesis en 2 + 3 · 4 − 1 para obtener el mayor resultado posible.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 06',
    [
      'Problemas con las cuatro operaciones y con dinero',
      'Resuelve problemas rutinarios y no rutinarios con dinero que combinan las cuatro operaciones con números mayores que 10.000, organiza sus pasos y comprueba la respuesta con calculadora.',
      'Resuelve problemas con dinero que combinan dos de las cuatro operaciones.',
      'Resuelve problemas de un paso con dinero, pero no combina operaciones.',
      'No logra elegir la operación que resuelve el problema.',
    ],
    [
      'Resuelve un problema de compras con dinero que necesita multiplicar y luego restar.',
      'Resolví un problema de compras con dinero que necesitaba multiplicar y luego restar.',
    ],
    {
      id: 'ma05-06-presupuesto-del-curso',
      tipo: 'problema',
      titulo: 'El presupuesto de la convivencia: problemas con dinero',
      presentacion: [
        'El curso tiene $85.000 para la convivencia de fin de año y debe comprar para 36 alumnos.',
        'Es un problema con dinero que se resuelve combinando las cuatro operaciones.',
      ],
      tabla: {
        columnas: ['Producto', 'Precio', 'Cantidad', 'Total'],
        filas: [
          ['Bebida de 3 litros', '$2.490', '6', ''],
          ['Paquete de 12 panes de completo', '$3.200', '3', ''],
          ['Bolsa de 50 vasos', '$1.990', '1', ''],
          ['Torta para 20 personas', '$14.900', '2', ''],
        ],
      },
      materiales: ['Calculadora', 'Folletos de supermercado', 'Cuaderno'],
      pasos: [
        ['Calcular totales', 'Multiplicamos precio por cantidad de cada producto y sumamos el gasto.', 3],
        ['Comparar con el dinero', 'Restamos el gasto de $85.000 y vemos si el dinero alcanza.', 3],
        ['Repartir', 'Dividimos lo que sobra o lo que falta entre los 36 alumnos y explicamos la respuesta.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 07',
    [
      'Fracciones equivalentes y comparación de fracciones propias',
      'Representa fracciones propias con material, dibujos y símbolos, forma fracciones equivalentes al amplificar y simplificar, y sabe comparar fracciones de igual y de distinto denominador.',
      'Forma fracciones equivalentes al amplificar y simplificar, y compara fracciones de igual denominador.',
      'Sabe amplificar una fracción, pero no logra comparar fracciones de distinto denominador.',
      'No reconoce fracciones equivalentes en un dibujo.',
    ],
    [
      'Muestra con tiras de papel que 2/3 y 4/6 son fracciones equivalentes.',
      'Mostré con tiras de papel que 2/3 y 4/6 son fracciones equivalentes.',
    ],
    {
      id: 'ma05-07-tiras-de-fracciones',
      tipo: 'tema',
      titulo: 'Muro de fracciones equivalentes',
      presentacion: [
        'Con tiras de papel del mismo largo vamos a armar un muro de fracciones: medios, tercios, cuartos, sextos, octavos y doceavos.',
        'En el muro se ven las fracciones equivalentes y se pueden comparar fracciones de distinto denominador.',
      ],
      tabla: {
        columnas: ['Fracción', 'Amplificada por 2', 'Amplificada por 3', 'Simplificada'],
        filas: [
          ['2/3', '', '', 'No se puede'],
          ['3/4', '', '', 'No se puede'],
          ['6/8', '', '', ''],
          ['8/12', '', '', ''],
        ],
      },
      materiales: ['Tiras de cartulina de 24 cm', 'Regla', 'Tijeras', 'Lápices de colores'],
      pasos: [
        ['Armar el muro', 'Cortamos y pintamos las tiras en partes iguales y las pegamos una bajo otra.', 3],
        [
          'Buscar equivalentes',
          'Buscamos en el muro fracciones equivalentes y las comprobamos al amplificar y simplificar.',
          3,
        ],
        ['Comparar', 'Usamos el muro para comparar fracciones como 3/4 y 5/6 y lo explicamos.', 3],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA05 OA 08',
    [
      'Fracciones impropias y números mixtos en la recta numérica',
      'Representa fracciones impropias y números mixtos con material y dibujos, pasa de una forma a la otra y ubica ambas en la recta numérica, explicando por qué son iguales.',
      'Pasa de fracciones impropias a números mixtos y al revés con dibujos.',
      'Reconoce números mixtos en un dibujo, pero no los escribe como fracciones impropias.',
      'No distingue una fracción propia de una fracción impropia.',
    ],
    [
      'Escribe 11/4 como número mixto y lo ubica en la recta numérica.',
      'Escribí 11/4 como número mixto y lo ubiqué en la recta numérica.',
    ],
    {
      id: 'ma05-08-pizzas-del-curso',
      tipo: 'problema',
      titulo: 'Pizzas en cuartos: fracciones impropias y números mixtos',
      presentacion: [
        'Para la convivencia, cada pizza viene cortada en 4 o en 8 trozos iguales.',
        'Si se comen 11 cuartos de pizza, es la fracción impropia 11/4 o el número mixto 2 3/4.',
      ],
      tabla: {
        columnas: ['Curso', 'Trozos comidos', 'Fracción impropia', 'Número mixto'],
        filas: [
          ['5° A (cuartos)', '11', '11/4', ''],
          ['5° B (octavos)', '21', '', ''],
          ['5° C (cuartos)', '9', '', ''],
          ['5° D (octavos)', '30', '', ''],
        ],
      },
      materiales: ['Círculos de cartulina', 'Tijeras', 'Cinta de papel para la recta numérica'],
      pasos: [
        ['Representar', 'Cortamos círculos en cuartos y octavos y armamos las pizzas comidas.', 3],
        ['Escribir', 'Escribimos cada cantidad como fracción impropia y como número mixto.', 3],
        ['Ubicar', 'Ubicamos las fracciones impropias en una recta numérica de 0 a 4.', 3],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA05 OA 09',
    [
      'Sumar y restar fracciones propias de distinto denominador',
      'Sabe sumar y restar fracciones propias de igual y distinto denominador hasta 12, amplificando para igualar denominadores, simplificando el resultado y representando el cálculo con un dibujo.',
      'Suma y resta fracciones de distinto denominador al amplificar una de ellas.',
      'Sabe sumar fracciones de igual denominador, pero suma los denominadores cuando son distintos.',
      'No logra sumar ni restar fracciones, ni siquiera de igual denominador.',
    ],
    [
      'Resuelve 1/4 + 3/8 al amplificar 1/4 a 2/8 y simplifica el resultado cuando se puede.',
      'Resolví 1/4 + 3/8 al amplificar 1/4 a 2/8 y simplifiqué el resultado cuando se podía.',
    ],
    {
      id: 'ma05-09-receta-del-queque',
      tipo: 'problema',
      titulo: 'La receta del queque: sumar y restar fracciones',
      presentacion: [
        'Una receta de queque usa 3/4 de taza de harina, 1/2 taza de leche y 1/8 de taza de azúcar.',
        'Para saber cuánto usamos o cuánto queda hay que sumar y restar fracciones de distinto denominador.',
      ],
      tabla: {
        columnas: ['Pregunta', 'Cálculo', 'Amplificamos', 'Resultado simplificado'],
        filas: [
          ['Harina y leche juntas', '3/4 + 1/2', '', ''],
          ['Leche y azúcar juntas', '1/2 + 1/8', '', ''],
          ['Harina que queda de una taza', '1 − 3/4', '', ''],
          ['Cuánta más harina que azúcar', '3/4 − 1/8', '', ''],
        ],
      },
      materiales: ['Tazas medidoras', 'Tiras de fracciones', 'Cuaderno'],
      pasos: [
        ['Representar', 'Dibujamos cada cantidad con tiras de fracciones.', 2],
        ['Calcular', 'Amplificamos para igualar denominadores y resolvemos cada suma y resta de fracciones.', 4],
        ['Simplificar', 'Simplificamos los resultados y comprobamos con las tazas medidoras.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 10',
    [
      'Número decimal equivalente a una fracción',
      'Encuentra el número decimal equivalente a fracciones de denominador 2, 4, 5 y 10, amplificando a décimos o centésimos, y lo representa en una cuadrícula de cien y con dinero.',
      'Escribe el número decimal de fracciones de denominador 10, 2 y 5.',
      'Escribe el número decimal de una fracción con denominador 10, pero no de otras.',
      'No relaciona una fracción con un número decimal.',
    ],
    [
      'Escribe la fracción 3/4 como el número decimal 0,75 usando una cuadrícula de cien.',
      'Escribí la fracción 3/4 como el número decimal 0,75 usando una cuadrícula de cien.',
    ],
    {
      id: 'ma05-10-cuadriculas-de-cien',
      tipo: 'problema',
      titulo: 'De la fracción al número decimal con cuadrículas de cien',
      presentacion: [
        'En una cuadrícula de 100 cuadrados, pintar la mitad es pintar 50: la fracción 1/2 es el número decimal 0,5.',
        'Vamos a pintar cuadrículas para encontrar el número decimal de otras fracciones.',
      ],
      tabla: {
        columnas: ['Fracción', 'Cuadrados pintados de 100', 'Fracción en centésimos', 'Número decimal'],
        filas: [
          ['1/2', '50', '50/100', '0,5'],
          ['1/4', '', '', ''],
          ['3/4', '', '', ''],
          ['2/5', '', '', ''],
          ['7/10', '', '', ''],
        ],
      },
      materiales: ['Cuadrículas de 10 por 10', 'Lápices de colores', 'Monedas de juguete de $10'],
      pasos: [
        ['Pintar', 'Pintamos en la cuadrícula la parte que indica cada fracción.', 3],
        ['Escribir', 'Escribimos la fracción en centésimos y luego como número decimal.', 3],
        ['Relacionar con dinero', 'Explicamos qué fracción de $1.000 son $250 y su número decimal.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'MA05 OA 11',
    [
      'Comparar y ordenar números decimales hasta la milésima',
      'Sabe comparar y ordenar decimales hasta la milésima mirando décimos, centésimos y milésimos, los ubica en la recta numérica y explica por qué 0,8 es mayor que 0,75.',
      'Sabe comparar y ordenar decimales hasta la centésima y la milésima con la tabla de valor posicional.',
      'Ordena decimales con la misma cantidad de cifras, pero cree que 0,125 es mayor que 0,5.',
      'No logra comparar decimales.',
    ],
    [
      'Ordena de menor a mayor tiempos de 12,35 s; 12,305 s y 12,4 s mirando décimas, centésimas y milésimas.',
      'Ordené de menor a mayor tiempos de 12,35 s; 12,305 s y 12,4 s mirando décimas, centésimas y milésimas.',
    ],
    {
      id: 'ma05-11-carrera-de-60-metros',
      tipo: 'problema',
      titulo: 'La carrera de 60 metros: ordenar decimales',
      presentacion: [
        'En la carrera de 60 metros, el cronómetro electrónico marca los tiempos hasta la milésima de segundo.',
        'Para saber quién ganó hay que comparar y ordenar los decimales de los tiempos.',
      ],
      tabla: {
        columnas: ['Corredora', 'Tiempo (segundos)', 'Lugar'],
        filas: [
          ['Sofía', '9,87', ''],
          ['Antonia', '9,807', ''],
          ['Javiera', '9,9', ''],
          ['Catalina', '9,875', ''],
          ['Isidora', '10,02', ''],
        ],
      },
      materiales: [
        'Tabla de valor posicional con décimos, centésimos y milésimos',
        'Cinta de papel para la recta numérica',
        'Cuaderno',
      ],
      pasos: [
        ['Comparar', 'Escribimos los tiempos en la tabla y vamos a comparar los decimales cifra por cifra.', 3],
        ['Ordenar', 'Ordenamos los decimales de menor a mayor y anotamos el lugar de cada corredora.', 3],
        ['Ubicar', 'Ubicamos los tiempos en una recta numérica entre 9,8 y 10,1 con marcas de centésima.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 12',
    [
      'Sumar y restar decimales hasta la milésima',
      'Sabe sumar y restar decimales hasta la milésima alineando las cifras según su valor posicional, completa con ceros cuando hace falta y estima el resultado antes de calcular.',
      'Suma y resta decimales alineando la coma, con décimos, centésimos y milésimos.',
      'Suma decimales con la misma cantidad de cifras, pero se equivoca al restar 2,5 − 1,375.',
      'No logra sumar ni restar decimales.',
    ],
    [
      'Resuelve 3,2 − 1,875 alineando la coma y completando con ceros hasta la milésima.',
      'Resolví 3,2 − 1,875 alineando la coma y completando con ceros hasta la milésima.',
    ],
    {
      id: 'ma05-12-balanza-de-la-feria',
      tipo: 'problema',
      titulo: 'La balanza de la feria: sumar y restar decimales',
      presentacion: [
        'La balanza de la feria marca los kilos hasta la milésima: 0,875 kg son 875 gramos.',
        'Vamos a sumar y restar decimales para saber cuántos kilos de fruta compró el casino en la semana y qué día compró más.',
      ],
      tabla: {
        columnas: ['Día', 'Fruta comprada (kg)'],
        filas: [
          ['Lunes', '1,25'],
          ['Martes', '0,875'],
          ['Miércoles', '2,4'],
          ['Jueves', '3,06'],
          ['Viernes', '1,305'],
        ],
      },
      materiales: ['Tabla de valor posicional', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Sumar', 'Sumamos los decimales de la semana alineando la coma.', 3],
        ['Restar', 'Restamos para saber cuántos kilos más se compraron el miércoles que el martes y que el jueves.', 3],
        ['Comprobar', 'Estimamos cada resultado redondeando y comprobamos con la calculadora.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 13',
    [
      'Problemas con sumas y restas de fracciones y decimales',
      'Resuelve problemas rutinarios y no rutinarios con sumas y restas de fracciones propias o de decimales hasta la milésima, elige la forma más conveniente y comprueba si su respuesta tiene sentido.',
      'Resuelve problemas de dos pasos con sumas y restas de fracciones o de decimales.',
      'Resuelve problemas de un paso con decimales, pero no con fracciones.',
      'No identifica qué operación con fracciones o decimales resuelve el problema.',
    ],
    [
      'Resuelve un problema de una excursión sumando y restando distancias en decimales.',
      'Resolví un problema de una excursión sumando y restando distancias en decimales.',
    ],
    {
      id: 'ma05-13-sendero-del-cerro',
      tipo: 'problema',
      titulo: 'La excursión al cerro: problemas con decimales y fracciones',
      presentacion: [
        'El curso sube un sendero de 4,75 km dividido en tres tramos; cada grupo lleva dos botellas de 1/2 litro y dos de 3/4 de litro.',
        'Hay que resolver cada problema con decimales o con fracciones y explicar la respuesta.',
      ],
      tabla: {
        columnas: ['Tramo', 'Distancia (km)'],
        filas: [
          ['Entrada al mirador', '1,35'],
          ['Mirador a la quebrada', '1,8'],
          ['Quebrada a la cumbre', ''],
        ],
      },
      materiales: ['Mapa del sendero', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Distancias', 'Calculamos el tramo que falta restando decimales al total del sendero.', 3],
        [
          'Agua',
          'Sumamos las fracciones de litro de las botellas de un grupo y vemos si alcanzan los 3 litros que se recomiendan.',
          3,
        ],
        ['Inventar', 'Inventamos un problema nuevo con decimales o fracciones para otro grupo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 14',
    [
      'Regla de una sucesión y predicción de sus términos',
      'Encuentra la regla de una sucesión de números o figuras, la escribe con sus palabras, la comprueba con todos los términos dados y la usa para hacer una predicción de un término lejano.',
      'Encuentra la regla de una sucesión y calcula los términos siguientes.',
      'Continúa la sucesión, pero no logra explicar su regla.',
      'No reconoce ninguna regla en la sucesión.',
    ],
    [
      'Encuentra la regla de la sucesión 4, 7, 10, 13 y hace una predicción del término 20.',
      'Encontré la regla de la sucesión 4, 7, 10, 13 e hice una predicción del término 20.',
    ],
    {
      id: 'ma05-14-mesas-del-casino',
      tipo: 'problema',
      titulo: 'Las mesas del casino: regla y predicción en una sucesión',
      presentacion: [
        'En el casino juntamos mesas cuadradas en fila: con 1 mesa se sientan 4 personas, con 2 mesas 6, con 3 mesas 8.',
        'Vamos a encontrar la regla de esta sucesión y hacer una predicción para muchas mesas.',
      ],
      tabla: {
        columnas: ['Mesas', 'Personas sentadas'],
        filas: [
          ['1', '4'],
          ['2', '6'],
          ['3', '8'],
          ['4', ''],
          ['10', ''],
          ['25', ''],
        ],
      },
      materiales: ['Cuadrados de cartulina', 'Fichas', 'Cuaderno'],
      pasos: [
        ['Armar', 'Armamos las filas de mesas con cuadrados y contamos los asientos.', 2],
        ['Encontrar la regla', 'Escribimos la regla de la sucesión con palabras y la comprobamos.', 4],
        [
          'Predecir',
          'Hacemos una predicción para 25 mesas y calculamos cuántas mesas se necesitan para 40 personas.',
          3,
        ],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA05 OA 15',
    [
      'Ecuaciones e inecuaciones de un paso con sumas y restas',
      'Plantea y resuelve ecuaciones e inecuaciones de un paso con sumas y restas, las representa con una balanza o un dibujo, encuentra la incógnita y comprueba la solución en el problema.',
      'Resuelve ecuaciones de un paso con sumas y restas y comprueba el valor de la incógnita.',
      'Encuentra la incógnita por tanteo, pero no plantea la ecuación del problema.',
      'No reconoce qué representa la incógnita en una ecuación.',
    ],
    [
      'Plantea la ecuación x + 350 = 1.000 para un problema y encuentra el valor de la incógnita.',
      'Planteé la ecuación x + 350 = 1.000 para un problema y encontré el valor de la incógnita.',
    ],
    {
      id: 'ma05-15-ahorro-para-la-bicicleta',
      tipo: 'problema',
      titulo: 'Ahorros y mochilas: ecuaciones e inecuaciones',
      presentacion: [
        'Tomás tiene $35.800 y quiere una bicicleta de $62.000. Lo que le falta es la incógnita x: 35.800 + x = 62.000.',
        'En el bus escolar caben 45 niños; si ya subieron 28, la inecuación 28 + x ≤ 45 dice cuántos más pueden subir.',
      ],
      tabla: {
        columnas: ['Situación', 'Ecuación o inecuación', 'Incógnita'],
        filas: [
          ['La bicicleta de Tomás', '35.800 + x = 62.000', ''],
          ['El bus escolar', '28 + x ≤ 45', ''],
          ['Una mochila con 7 kg de carga máxima que ya tiene 4 kg', '', ''],
        ],
      },
      materiales: ['Balanza de platillos', 'Cubos del mismo peso', 'Cuaderno'],
      pasos: [
        ['Representar', 'Representamos la ecuación en la balanza con cubos y una bolsa que esconde la incógnita.', 3],
        ['Resolver', 'Resolvemos cada ecuación e inecuación restando a ambos lados.', 4],
        ['Comprobar', 'Reemplazamos la incógnita en la ecuación y vemos si se cumple.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 16',
    [
      'Puntos en el primer cuadrante del plano cartesiano',
      'Ubica y dibuja puntos en el primer cuadrante del plano cartesiano a partir de sus coordenadas, escribe el par ordenado de un punto dado y explica por qué (2, 5) y (5, 2) son puntos distintos.',
      'Ubica puntos en el plano cartesiano y escribe el par ordenado de cada uno.',
      'Ubica puntos en el plano cartesiano, pero a veces invierte las coordenadas.',
      'No logra ubicar un punto a partir de sus coordenadas.',
    ],
    [
      'Ubica el punto (3, 7) en el plano cartesiano y escribe el par ordenado de otro punto.',
      'Ubiqué el punto (3, 7) en el plano cartesiano y escribí el par ordenado de otro punto.',
    ],
    {
      id: 'ma05-16-mapa-del-tesoro',
      tipo: 'tema',
      titulo: 'Un mapa del tesoro en el plano cartesiano',
      presentacion: [
        'Vamos a dibujar la isla de un tesoro sobre el primer cuadrante del plano cartesiano.',
        'Cada lugar de la isla tiene sus coordenadas: el volcán está en el par ordenado (2, 8).',
      ],
      tabla: {
        columnas: ['Lugar', 'Par ordenado'],
        filas: [
          ['Volcán', '(2, 8)'],
          ['Muelle', '(9, 1)'],
          ['Cueva', '(6, 5)'],
          ['Tesoro', ''],
          ['Faro', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores'],
      pasos: [
        ['Dibujar los ejes', 'Dibujamos los ejes del plano cartesiano numerados del 0 al 10.', 2],
        ['Ubicar', 'Ubicamos cada lugar según sus coordenadas y escondemos el tesoro en otro punto.', 4],
        ['Adivinar', 'Otro grupo adivina el par ordenado del tesoro con pistas.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA05 OA 17',
    [
      'Lados y aristas paralelos y perpendiculares',
      'Identifica y describe en figuras 2D los lados paralelos y perpendiculares y en figuras 3D las aristas y caras paralelas, perpendiculares o que se cortan, y da ejemplos de su entorno.',
      'Identifica lados paralelos y perpendiculares en figuras 2D y algunas aristas paralelas en un cuerpo.',
      'Reconoce lados paralelos, pero confunde perpendiculares con cualquier par de lados que se cortan.',
      'No distingue lados paralelos de lados perpendiculares.',
    ],
    [
      'Muestra en una caja dos aristas paralelas y dos aristas perpendiculares.',
      'Mostré en una caja dos aristas paralelas y dos aristas perpendiculares.',
    ],
    {
      id: 'ma05-17-paralelas-en-la-sala',
      tipo: 'tema',
      titulo: 'Cazadores de paralelas y perpendiculares',
      presentacion: [
        'En la sala hay muchas líneas paralelas y perpendiculares: los bordes de la pizarra, las aristas de un estante, las líneas del cuaderno.',
        'Vamos a buscarlas en figuras 2D y en las aristas y caras de figuras 3D.',
      ],
      tabla: {
        columnas: [
          'Objeto',
          'Lados o aristas paralelos',
          'Lados o aristas perpendiculares',
          'Se cortan sin ser perpendiculares',
        ],
        filas: [
          ['Pizarra', '', '', ''],
          ['Caja de zapatos', '', '', ''],
          ['Señal de tránsito triangular', '', '', ''],
        ],
      },
      materiales: ['Escuadra', 'Cajas de distintas formas', 'Papel lustre', 'Plumones'],
      pasos: [
        [
          'Buscar',
          'Buscamos en la sala lados y aristas paralelos y perpendiculares y los comprobamos con la escuadra.',
          3,
        ],
        ['Registrar', 'Anotamos cada objeto en la tabla.', 2],
        ['Afiche', 'Hacemos un afiche con fotos o dibujos marcando en colores las paralelas y perpendiculares.', 3],
      ],
      tareas: ['afiche', 'investigacion'],
    },
  ),
  instrumento(
    'MA05 OA 18',
    [
      'Congruencia de figuras por traslación, reflexión y rotación',
      'Aplica traslaciones, reflexiones y rotaciones a figuras en una cuadrícula, describe cada movimiento con precisión y explica por qué la figura obtenida es congruente con la original.',
      'Aplica traslaciones, reflexiones y rotaciones y reconoce que las figuras son congruentes.',
      'Hace una traslación en la cuadrícula, pero confunde la reflexión con la rotación.',
      'No reconoce figuras congruentes.',
    ],
    [
      'Hace la reflexión de un triángulo en la cuadrícula y comprueba que es congruente con el original.',
      'Hice la reflexión de un triángulo en la cuadrícula y comprobé que es congruente con el original.',
    ],
    {
      id: 'ma05-18-baldosas-del-patio',
      tipo: 'tema',
      titulo: 'Diseños con figuras congruentes en una cuadrícula',
      presentacion: [
        'Las baldosas y los bordados repiten una figura moviéndola: una traslación la desliza, una reflexión la refleja como en un espejo y una rotación la gira.',
        'Todas las copias son congruentes: tienen la misma forma y el mismo tamaño.',
      ],
      tabla: {
        columnas: ['Movimiento', 'Cómo se describe', 'Figura obtenida'],
        filas: [
          ['Traslación', '4 cuadros a la derecha y 2 hacia arriba', ''],
          ['Reflexión', 'Respecto de una línea vertical', ''],
          ['Rotación', 'Un cuarto de giro en torno a un vértice', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Papel diamante', 'Espejo pequeño', 'Lápices de colores'],
      pasos: [
        ['Mover', 'Dibujamos una figura y le aplicamos una traslación, una reflexión y una rotación.', 4],
        ['Comprobar', 'Calcamos la figura con papel diamante para comprobar que las copias son congruentes.', 2],
        ['Diseñar', 'Creamos una guarda con la figura y sus movimientos y la describimos.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA05 OA 19',
    [
      'Medir longitudes con huincha y regla: metros, centímetros y milímetros',
      'Elige la unidad adecuada para medir longitudes, mide con precisión en metros, centímetros y milímetros con la huincha o la regla y usa sus medidas para resolver problemas.',
      'Sabe medir longitudes en centímetros y milímetros con la regla y en metros con la huincha.',
      'Mide en centímetros, pero no lee los milímetros de la regla.',
      'No logra medir longitudes con la regla.',
    ],
    [
      'Mide el largo de su lápiz en centímetros y milímetros con la regla.',
      'Medí el largo de mi lápiz en centímetros y milímetros con la regla.',
    ],
    {
      id: 'ma05-19-medidas-de-la-sala',
      tipo: 'problema',
      titulo: 'Medir longitudes para decorar la sala',
      presentacion: [
        'El curso quiere poner una guirnalda alrededor del diario mural y forrar los cuadernos.',
        'Vamos a medir longitudes en metros, centímetros y milímetros y elegir la unidad adecuada en cada caso.',
      ],
      tabla: {
        columnas: ['Objeto', 'Unidad que conviene', 'Medida'],
        filas: [
          ['Largo del diario mural', 'metros', ''],
          ['Ancho del cuaderno', 'centímetros', ''],
          ['Grosor de una moneda de $100', 'milímetros', ''],
          ['Largo de la sala', '', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Regla de 30 cm', 'Cuaderno'],
      pasos: [
        ['Medir', 'Medimos cada objeto con la regla o la huincha y anotamos la medida con su unidad.', 4],
        ['Calcular', 'Calculamos cuántos metros de guirnalda se necesitan para el borde del diario mural.', 3],
        ['Comparar', 'Comparamos nuestras medidas con las de otro grupo y explicamos las diferencias.', 2],
      ],
      tareas: ['resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'MA05 OA 20',
    [
      'Conversión de kilómetros, metros, centímetros y milímetros',
      'Convierte unidades de longitud de kilómetros a metros, de metros a centímetros y de centímetros a milímetros y al revés, explica por qué multiplica o divide por 10, 100 o 1.000 y lo aplica en problemas.',
      'Convierte kilómetros a metros y metros a centímetros en ambos sentidos.',
      'Convierte metros a centímetros, pero se equivoca al pasar de centímetros a metros.',
      'No sabe cuántos centímetros tiene un metro.',
    ],
    [
      'Convierte 2,5 kilómetros a metros y 350 centímetros a metros.',
      'Convertí 2,5 kilómetros a metros y 350 centímetros a metros.',
    ],
    {
      id: 'ma05-20-corrida-familiar',
      tipo: 'problema',
      titulo: 'La corrida familiar: kilómetros, metros y centímetros',
      presentacion: [
        'La comuna organiza una corrida familiar de 3 kilómetros; los niños corren 800 metros.',
        'Para comparar distancias hay que convertir unidades: 1 kilómetro tiene 1.000 metros y 1 metro tiene 100 centímetros.',
      ],
      tabla: {
        columnas: ['Medida', 'Kilómetros', 'Metros', 'Centímetros'],
        filas: [
          ['Corrida de adultos', '3', '', ''],
          ['Corrida de niños', '', '800', ''],
          ['Largo de una zancada', '', '', '75'],
          ['Vuelta a la plaza', '1,2', '', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Cuaderno', 'Mapa de la comuna'],
      pasos: [
        ['Convertir', 'Completamos la tabla pasando cada medida a kilómetros, metros y centímetros.', 4],
        ['Zancadas', 'Medimos nuestra zancada en centímetros y calculamos cuántas zancadas hay en 800 metros.', 3],
        ['Explicar', 'Explicamos cuándo multiplicamos y cuándo dividimos al convertir.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 21',
    [
      'Rectángulos con un mismo perímetro o una misma área',
      'Diseña y construye todos los rectángulos de un perímetro o un área dados, compara sus medidas y concluye qué rectángulo tiene el área mayor con un perímetro fijo.',
      'Construye distintos rectángulos de un mismo perímetro y calcula el área de cada uno.',
      'Calcula el perímetro y el área de un rectángulo, pero no construye otros con la misma medida.',
      'Confunde el perímetro con el área del rectángulo.',
    ],
    [
      'Dibuja tres rectángulos de perímetro 20 cm y compara el área de cada uno.',
      'Dibujé tres rectángulos de perímetro 20 cm y comparé el área de cada uno.',
    ],
    {
      id: 'ma05-21-huerto-con-24-metros',
      tipo: 'problema',
      titulo: 'El huerto escolar: rectángulos con 24 metros de malla',
      presentacion: [
        'El colegio tiene 24 metros de malla para cercar un huerto rectangular: ese es el perímetro.',
        'Vamos a diseñar todos los rectángulos posibles con medidas enteras y buscar el de mayor área.',
      ],
      tabla: {
        columnas: ['Largo (m)', 'Ancho (m)', 'Perímetro (m)', 'Área (m²)'],
        filas: [
          ['11', '1', '24', '11'],
          ['10', '2', '24', ''],
          ['9', '', '24', ''],
          ['', '', '24', ''],
          ['', '', '24', ''],
          ['', '', '24', ''],
        ],
      },
      materiales: ['Geoplano y elásticos', 'Papel cuadriculado', 'Cuaderno'],
      pasos: [
        ['Construir', 'Armamos en el geoplano rectángulos de perímetro 24 y los dibujamos.', 3],
        ['Calcular', 'Calculamos el área de cada rectángulo y completamos la tabla.', 3],
        ['Concluir', 'Concluimos qué rectángulo conviene para el huerto y buscamos rectángulos de área 36 m².', 3],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA05 OA 22',
    [
      'Área de triángulos, paralelogramos y trapecios',
      'Calcula el área de triángulos, paralelogramos y trapecios descomponiéndolos o completándolos como rectángulos, y estima el área de figuras irregulares contando cuadrículas.',
      'Calcula el área de triángulos y paralelogramos a partir del rectángulo.',
      'Calcula el área de un paralelogramo, pero olvida dividir por 2 en los triángulos.',
      'Solo calcula el área de rectángulos.',
    ],
    [
      'Calcula el área de un trapecio dividiéndolo en un rectángulo y dos triángulos.',
      'Calculé el área de un trapecio dividiéndolo en un rectángulo y dos triángulos.',
    ],
    {
      id: 'ma05-22-plano-de-la-plaza',
      tipo: 'problema',
      titulo: 'El plano de la plaza: área de triángulos y trapecios',
      presentacion: [
        'El plano de una plaza en papel cuadriculado tiene un jardín triangular, un sector de juegos como paralelogramo y una cancha con forma de trapecio.',
        'Cada cuadro mide 1 m de lado. Vamos a calcular el área de cada sector y a estimar la de la laguna, que es irregular.',
      ],
      tabla: {
        columnas: ['Sector', 'Figura', 'Medidas (m)', 'Área (m²)'],
        filas: [
          ['Jardín', 'Triángulo', 'Base 8, altura 6', ''],
          ['Juegos', 'Paralelogramo', 'Base 10, altura 5', ''],
          ['Cancha', 'Trapecio', 'Bases 12 y 8, altura 7', ''],
          ['Laguna', 'Irregular', 'Contar cuadros', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Tijeras', 'Regla'],
      pasos: [
        ['Recortar', 'Recortamos cada figura y la transformamos en un rectángulo para deducir su área.', 3],
        ['Calcular', 'Calculamos el área de los triángulos, el paralelogramo y el trapecio.', 4],
        ['Estimar', 'Estimamos el área de la laguna contando cuadros enteros y medios.', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA05 OA 23',
    [
      'Cálculo e interpretación del promedio',
      'Calcula el promedio de un conjunto de datos, lo interpreta en su contexto y explica cómo cambia el promedio si se agrega un dato muy alto o muy bajo.',
      'Calcula el promedio de un conjunto de datos y dice qué significa en el problema.',
      'Calcula el promedio, pero no lo interpreta en el contexto.',
      'Suma los datos, pero no sabe dividir para obtener el promedio.',
    ],
    [
      'Calcula el promedio de las notas de una prueba y explica qué dice del curso.',
      'Calculé el promedio de las notas de una prueba y expliqué qué dice del curso.',
    ],
    {
      id: 'ma05-23-salto-largo',
      tipo: 'problema',
      titulo: 'Salto largo en Educación Física: el promedio',
      presentacion: [
        'En Educación Física, cada estudiante hizo cuatro saltos largos y anotó la distancia en centímetros.',
        'El promedio de los saltos nos ayuda a comparar a quienes saltaron distinto cada vez.',
      ],
      tabla: {
        columnas: ['Estudiante', 'Salto 1', 'Salto 2', 'Salto 3', 'Salto 4', 'Promedio'],
        filas: [
          ['Martín', '210', '198', '225', '207', ''],
          ['Fernanda', '230', '180', '235', '215', ''],
          ['Diego', '205', '208', '203', '204', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Cuaderno', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el promedio de los saltos de cada estudiante.', 3],
        ['Interpretar', 'Explicamos quién salta mejor según el promedio y quién es más parejo.', 3],
        ['Medir', 'Hacemos nuestros propios saltos, calculamos el promedio del grupo y lo comparamos.', 3],
      ],
      tareas: ['investigacion', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA05 OA 24',
    [
      'Eventos seguros, posibles, poco posibles o imposibles',
      'Describe la posibilidad de los eventos de un experimento con los términos seguro, posible, poco posible e imposible, justifica cada uno con lo que puede salir y crea eventos de cada tipo.',
      'Clasifica eventos de un experimento como seguro, posible, poco posible o imposible.',
      'Reconoce eventos seguros e imposibles, pero confunde posible con poco posible.',
      'No distingue un evento seguro de uno imposible.',
    ],
    [
      'Dice si sacar una bolita roja de una bolsa es seguro, posible, poco posible o imposible.',
      'Dije si sacar una bolita roja de una bolsa era seguro, posible, poco posible o imposible.',
    ],
    {
      id: 'ma05-24-bolsa-de-bolitas',
      tipo: 'experimento',
      titulo: 'La bolsa de bolitas: seguro, posible o imposible',
      presentacion: [
        'En una bolsa hay 9 bolitas azules y 1 bolita roja. Sacamos una sin mirar.',
        'Antes de sacar decidimos si cada evento es seguro, posible, poco posible o imposible, y luego probamos.',
      ],
      tabla: {
        columnas: ['Evento', 'Seguro, posible, poco posible o imposible', 'Veces que ocurrió en 20 extracciones'],
        filas: [
          ['Sacar una bolita azul', '', ''],
          ['Sacar una bolita roja', '', ''],
          ['Sacar una bolita verde', '', ''],
          ['Sacar una bolita roja o azul', '', ''],
        ],
      },
      materiales: ['Bolsa de género', 'Bolitas de dos colores', 'Cuaderno'],
      pasos: [
        ['Clasificar', 'Clasificamos cada evento como seguro, posible, poco posible o imposible.', 3],
        ['Experimentar', 'Sacamos una bolita 20 veces, devolviéndola cada vez, y anotamos lo que sale.', 3],
        ['Crear', 'Armamos otra bolsa donde sacar una bolita roja sea posible y no poco posible.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 25',
    [
      'Comparación de eventos más probables y menos probables',
      'Compara la probabilidad de distintos eventos sin calcularla, decide cuál es más probable o menos probable según los casos posibles y lo comprueba repitiendo el experimento.',
      'Decide qué evento es más probable y cuál es menos probable en un juego y lo explica.',
      'Dice qué evento es más probable, pero no da razones.',
      'No compara la probabilidad de dos eventos.',
    ],
    [
      'Explica por qué en una ruleta con 5 sectores azules y 3 rojos es más probable que salga azul.',
      'Expliqué por qué en una ruleta con 5 sectores azules y 3 rojos es más probable que salga azul.',
    ],
    {
      id: 'ma05-25-ruletas-de-la-kermes',
      tipo: 'experimento',
      titulo: 'Las ruletas de la fiesta del colegio: ¿qué es más probable?',
      presentacion: [
        'Para la fiesta del colegio el curso hizo tres ruletas con sectores iguales de colores distintos.',
        'Sin calcular, vamos a decidir en cuál ruleta ganar es más probable y luego lo comprobaremos girándolas.',
      ],
      tabla: {
        columnas: ['Ruleta', 'Sectores ganadores', 'Sectores en total', 'Veces que ganamos en 30 giros'],
        filas: [
          ['A', '2', '8', ''],
          ['B', '3', '6', ''],
          ['C', '1', '4', ''],
        ],
      },
      materiales: ['Ruletas de cartulina', 'Clip y lápiz para girar', 'Cuaderno'],
      pasos: [
        ['Predecir', 'Ordenamos las ruletas de más probable a menos probable para ganar.', 3],
        ['Girar', 'Giramos cada ruleta 30 veces y anotamos cuántas veces ganamos.', 3],
        ['Comparar', 'Comparamos los resultados con nuestra predicción de probabilidad.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA05 OA 26',
    [
      'Tablas, gráficos de barra simple y gráficos de línea',
      'Lee, interpreta y completa tablas, gráficos de barra y gráficos de línea, elige el gráfico adecuado para los datos y comunica conclusiones que se apoyan en ellos.',
      'Completa una tabla y construye un gráfico de barra o de línea con sus datos.',
      'Lee datos de un gráfico de barra, pero no saca conclusiones de un gráfico de línea.',
      'No logra leer datos de una tabla ni de un gráfico de barra.',
    ],
    [
      'Construye un gráfico de línea con las temperaturas de una semana y dice qué día hizo más calor.',
      'Construí un gráfico de línea con las temperaturas de una semana y dije qué día hizo más calor.',
    ],
    {
      id: 'ma05-26-temperaturas-de-la-semana',
      tipo: 'problema',
      titulo: 'El tiempo en nuestra ciudad: tabla y gráfico de línea',
      presentacion: [
        'Durante una semana el curso registró la temperatura a las 8:00 y a las 14:00, y cuántos estudiantes faltaron.',
        'Vamos a mostrar los datos en un gráfico de línea y en un gráfico de barra, y sacar conclusiones.',
      ],
      tabla: {
        columnas: ['Día', 'Temperatura a las 8:00 (°C)', 'Temperatura a las 14:00 (°C)', 'Estudiantes ausentes'],
        filas: [
          ['Lunes', '6', '17', '3'],
          ['Martes', '4', '15', '5'],
          ['Miércoles', '8', '21', '2'],
          ['Jueves', '9', '23', '1'],
          ['Viernes', '5', '14', '6'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores'],
      pasos: [
        ['Graficar', 'Construimos un gráfico de línea con las temperaturas y un gráfico de barra con los ausentes.', 4],
        ['Leer', 'Respondemos qué día tuvo la mayor diferencia de temperatura y cuándo faltaron más.', 2],
        ['Comunicar', 'Escribimos tres conclusiones apoyadas en la tabla y los gráficos.', 3],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA05 OA 27',
    [
      'Diagrama de tallo y hojas de datos de una muestra',
      'Representa en un diagrama de tallo y hojas los datos de una muestra, ordena las hojas, lee en él el menor y el mayor valor y dónde se juntan más datos.',
      'Construye un diagrama de tallo y hojas con los datos de una muestra.',
      'Arma el diagrama con tallo y hojas, pero no ordena las hojas ni lo lee.',
      'No sabe qué es el tallo y qué son las hojas en un diagrama de tallo y hojas.',
    ],
    [
      'Representa las estaturas de diez compañeros en un diagrama de tallo y hojas.',
      'Representé las estaturas de diez compañeros en un diagrama de tallo y hojas.',
    ],
    {
      id: 'ma05-27-pulsaciones-del-curso',
      tipo: 'experimento',
      titulo: 'Las pulsaciones del curso en un diagrama de tallo y hojas',
      presentacion: [
        'Elegimos al azar 16 compañeros y les medimos las pulsaciones en un minuto, en reposo.',
        'Vamos a representar esos datos en un diagrama de tallo y hojas: las decenas son el tallo y las unidades las hojas.',
      ],
      tabla: {
        columnas: ['Estudiante', 'Pulsaciones', 'Estudiante', 'Pulsaciones'],
        filas: [
          ['1', '78', '9', '84'],
          ['2', '92', '10', '75'],
          ['3', '85', '11', '88'],
          ['4', '71', '12', '96'],
          ['5', '80', '13', '83'],
          ['6', '89', '14', '79'],
          ['7', '94', '15', '86'],
          ['8', '76', '16', ''],
        ],
      },
      materiales: ['Cronómetro', 'Papel con números para el sorteo', 'Cuaderno'],
      pasos: [
        ['Medir', 'Sorteamos a los compañeros, medimos sus pulsaciones y anotamos el dato que falta.', 2],
        ['Representar', 'Construimos el diagrama de tallo y hojas con las hojas ordenadas.', 4],
        ['Leer', 'Leemos en el diagrama el menor y el mayor dato y en qué tallo hay más hojas.', 3],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
]

/** 6° Básico. */
export const matematica06 = [
  instrumento(
    'MA06 OA 01',
    [
      'Factores, múltiplos, números primos y compuestos',
      'Encuentra todos los factores y los múltiplos de números menores que 100, distingue números primos de números compuestos justificando con sus factores y resuelve problemas con múltiplos comunes.',
      'Encuentra los factores de un número, distingue números primos de compuestos y calcula múltiplos.',
      'Calcula múltiplos de un número, pero olvida factores al buscarlos o cree que todo impar es primo.',
      'Confunde los factores con los múltiplos de un número.',
    ],
    [
      'Encuentra todos los factores de 36 y explica por qué 37 es uno de los números primos.',
      'Encontré todos los factores de 36 y expliqué por qué 37 es uno de los números primos.',
    ],
    {
      id: 'ma06-01-buses-del-paradero',
      tipo: 'problema',
      titulo: 'Buses de recorrido: múltiplos comunes y números primos',
      presentacion: [
        'En un paradero pasa el bus A cada 12 minutos y el bus B cada 18 minutos; a las 7:00 pasan juntos.',
        'Para saber cuándo vuelven a coincidir hay que buscar múltiplos comunes; para repartir 36 alumnos en grupos iguales, los factores de 36.',
      ],
      tabla: {
        columnas: ['Número', 'Factores', '¿Primo o compuesto?', 'Primeros múltiplos'],
        filas: [
          ['12', '', '', ''],
          ['18', '', '', ''],
          ['36', '', '', ''],
          ['37', '', '', ''],
        ],
      },
      materiales: ['Tabla del 100', 'Cubos encajables', 'Cuaderno'],
      pasos: [
        ['Factores', 'Armamos rectángulos con 36 cubos para encontrar todos los factores de 36.', 3],
        [
          'Primos y compuestos',
          'Marcamos en la tabla del 100 los números primos con la criba y explicamos por qué los demás son compuestos.',
          3,
        ],
        [
          'Múltiplos',
          'Escribimos los múltiplos de 12 y de 18 y calculamos a qué hora vuelven a pasar juntos los buses.',
          3,
        ],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 02',
    [
      'Orden de prioridad y paréntesis en cálculos combinados con naturales',
      'Resuelve cálculos que combinan las cuatro operaciones con números naturales aplicando el orden de prioridad de las operaciones y los paréntesis, y escribe con paréntesis la operación combinada que resuelve un problema.',
      'Resuelve cálculos combinados aplicando la prioridad de las operaciones y los paréntesis.',
      'Aplica la prioridad de las operaciones en cálculos sin paréntesis, pero no cuando hay paréntesis dentro de paréntesis.',
      'No aplica ninguna prioridad de las operaciones.',
    ],
    [
      'Escribe con paréntesis el cálculo de una compra y lo resuelve en el orden correcto.',
      'Escribí con paréntesis el cálculo de una compra y lo resolví en el orden correcto.',
    ],
    {
      id: 'ma06-02-boleta-del-almacen',
      tipo: 'problema',
      titulo: 'La boleta del almacén: una operación combinada con paréntesis',
      presentacion: [
        'La señora Rosa compró 3 kilos de pan a $1.800, 2 litros de leche a $1.150 y pagó con $10.000.',
        'El vuelto se calcula con una sola operación combinada: 10.000 − (3 · 1.800 + 2 · 1.150).',
      ],
      tabla: {
        columnas: ['Compra', 'Operación combinada', 'Resultado'],
        filas: [
          ['La compra de la señora Rosa', '10.000 − (3 · 1.800 + 2 · 1.150)', ''],
          ['4 cuadernos a $990 y 2 lápices a $450, pagando con $5.000', '', ''],
          ['Una torta de $12.000 repartida entre 4 amigos, más $500 de velas cada uno', '', ''],
        ],
      },
      materiales: ['Boletas de compras', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Escribir', 'Escribimos cada compra como una operación combinada con paréntesis.', 3],
        [
          'Resolver',
          'Resolvemos respetando la prioridad de las operaciones: paréntesis, luego multiplicación y división, luego suma y resta.',
          4,
        ],
        ['Errores', 'Mostramos qué resultado se obtiene si no se usan los paréntesis y por qué es un error.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 03',
    [
      'Concepto de razón y razones equivalentes',
      'Expresa una razón entre dos cantidades con material, dibujos y la forma a : b, distingue la razón de una parte con el todo de la razón entre dos partes y encuentra razones equivalentes en problemas.',
      'Escribe la razón entre dos cantidades y encuentra una razón equivalente.',
      'Escribe una razón, pero invierte el orden de las cantidades.',
      'No sabe qué compara una razón.',
    ],
    [
      'Escribe la razón entre niñas y niños del curso y una razón equivalente.',
      'Escribí la razón entre niñas y niños del curso y una razón equivalente.',
    ],
    {
      id: 'ma06-03-jugo-concentrado',
      tipo: 'experimento',
      titulo: 'Jugo con sabor parejo: la razón entre concentrado y agua',
      presentacion: [
        'Para preparar jugo se mezclan 2 vasos de concentrado con 5 vasos de agua: la razón es 2 : 5.',
        'Si queremos más jugo con el mismo sabor, necesitamos razones equivalentes.',
      ],
      tabla: {
        columnas: ['Vasos de concentrado', 'Vasos de agua', 'Razón', '¿Mismo sabor?'],
        filas: [
          ['2', '5', '2 : 5', 'Sí'],
          ['4', '10', '', ''],
          ['6', '', '', ''],
          ['3', '5', '', ''],
        ],
      },
      materiales: ['Jarro', 'Vasos desechables', 'Jugo en polvo', 'Agua'],
      pasos: [
        ['Preparar', 'Preparamos la mezcla con la razón 2 : 5 y la probamos.', 2],
        ['Equivalentes', 'Completamos la tabla con razones equivalentes y las comprobamos preparando otra mezcla.', 4],
        ['Comparar', 'Explicamos por qué la razón 3 : 5 da un jugo más concentrado.', 3],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA06 OA 04',
    [
      'Concepto de porcentaje como parte de cien',
      'Representa un porcentaje en cuadrículas de cien, como fracción y como decimal, calcula el porcentaje de una cantidad de distintas maneras y lo usa para interpretar ofertas y encuestas.',
      'Representa un porcentaje en una cuadrícula y calcula porcentajes como el 10 %, el 25 % y el 50 %.',
      'Representa un porcentaje en una cuadrícula, pero no lo calcula de una cantidad.',
      'No relaciona el porcentaje con una parte de cien.',
    ],
    [
      'Calcula el 25 % de $12.000 y representa ese porcentaje en una cuadrícula de cien.',
      'Calculé el 25 % de $12.000 y representé ese porcentaje en una cuadrícula de cien.',
    ],
    {
      id: 'ma06-04-ofertas-del-folleto',
      tipo: 'problema',
      titulo: 'Ofertas del supermercado: el porcentaje de descuento',
      presentacion: [
        'Un folleto anuncia descuentos en útiles escolares: 10 %, 25 % y 50 %.',
        'Vamos a calcular cada porcentaje de descuento y el precio final de cada producto.',
      ],
      tabla: {
        columnas: ['Producto', 'Precio', 'Porcentaje de descuento', 'Descuento', 'Precio final'],
        filas: [
          ['Mochila', '$24.000', '25 %', '', ''],
          ['Estuche', '$6.000', '10 %', '', ''],
          ['Set de plumones', '$8.400', '50 %', '', ''],
          ['Calculadora', '$9.000', '20 %', '', ''],
        ],
      },
      materiales: ['Cuadrículas de 10 por 10', 'Folletos', 'Calculadora'],
      pasos: [
        ['Representar', 'Pintamos cada porcentaje en una cuadrícula de cien y lo escribimos como fracción.', 3],
        ['Calcular', 'Calculamos el descuento y el precio final de cada producto de dos maneras.', 4],
        ['Decidir', 'Decidimos qué oferta ahorra más dinero y explicamos por qué no basta mirar el porcentaje.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'MA06 OA 05',
    [
      'Equivalencia entre fracciones impropias y números mixtos',
      'Establece equivalencias entre fracciones impropias y números mixtos con material concreto, dibujos y cálculo, y los ubica con precisión en la recta numérica, comparándolos entre sí.',
      'Escribe fracciones impropias como números mixtos y al revés, y los ubica en la recta numérica.',
      'Pasa de número mixto a fracción impropia, pero los ubica mal en la recta numérica.',
      'No logra escribir una fracción impropia como número mixto.',
    ],
    [
      'Ubica 7/3 y 2 1/3 en la recta numérica y explica por qué están en el mismo punto.',
      'Ubiqué 7/3 y 2 1/3 en la recta numérica y expliqué por qué están en el mismo punto.',
    ],
    {
      id: 'ma06-05-cintas-de-tela',
      tipo: 'problema',
      titulo: 'Cintas para el acto: números mixtos en la recta numérica',
      presentacion: [
        'Para decorar el acto se cortan cintas en trozos de 1/4 de metro y de 1/3 de metro.',
        'Con 9 trozos de 1/4 de metro tenemos 9/4 m, que es el número mixto 2 1/4 m.',
      ],
      tabla: {
        columnas: ['Trozos', 'Fracción impropia (m)', 'Número mixto (m)'],
        filas: [
          ['9 trozos de 1/4', '9/4', '2 1/4'],
          ['7 trozos de 1/3', '', ''],
          ['11 trozos de 1/4', '', ''],
          ['', '', '3 2/3'],
        ],
      },
      materiales: ['Cinta de 3 metros', 'Huincha de medir', 'Tijeras', 'Cinta de papel para la recta numérica'],
      pasos: [
        ['Cortar', 'Medimos y cortamos los trozos de cinta de cada fila.', 2],
        ['Convertir', 'Escribimos cada largo como fracción impropia y como número mixto.', 3],
        ['Ubicar', 'Ubicamos todos los largos en una recta numérica de 0 a 4 metros dividida en doceavos.', 4],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA06 OA 06',
    [
      'Sumar y restar fracciones impropias y números mixtos',
      'Sabe sumar y restar fracciones propias, fracciones impropias y números mixtos con denominadores de hasta dos dígitos, buscando un denominador común, y expresa el resultado simplificado o como número mixto.',
      'Suma y resta números mixtos y fracciones impropias de distinto denominador.',
      'Sabe sumar números mixtos con igual denominador, pero se equivoca al restar cuando hay que desagrupar.',
      'No logra sumar ni restar fracciones impropias ni números mixtos.',
    ],
    [
      'Calcula 3 1/2 − 1 3/4 y expresa el resultado como número mixto.',
      'Calculé 3 1/2 − 1 3/4 y expresé el resultado como número mixto.',
    ],
    {
      id: 'ma06-06-carpinteria',
      tipo: 'problema',
      titulo: 'El taller de carpintería: sumar y restar números mixtos',
      presentacion: [
        'En el taller de tecnología hay una tabla de 5 1/2 metros para hacer repisas.',
        'Hay que sumar y restar números mixtos para saber cuánto se usa y cuánto queda.',
      ],
      tabla: {
        columnas: ['Pieza', 'Largo (m)'],
        filas: [
          ['Repisa grande', '1 3/4'],
          ['Repisa mediana', '1 1/3'],
          ['Repisa chica', '5/6'],
          ['Lo que queda', ''],
        ],
      },
      materiales: ['Tiras de papel como tablas', 'Huincha de medir', 'Cuaderno'],
      pasos: [
        ['Sumar', 'Sumamos los largos de las tres repisas con un denominador común.', 4],
        ['Restar', 'Restamos ese total de los 5 1/2 metros de la tabla para saber cuánto queda.', 3],
        ['Comprobar', 'Comprobamos con las tiras de papel y escribimos el resultado como número mixto.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 07',
    [
      'Multiplicación y división de decimales',
      'Explica y resuelve la multiplicación de decimales y la división de decimales por naturales de un dígito, por múltiplos de 10 y por otros decimales, ubicando la coma y estimando el resultado.',
      'Resuelve la multiplicación de decimales y la división de decimales por números de un dígito.',
      'Multiplica decimales, pero ubica mal la coma en el producto.',
      'No logra resolver la multiplicación de decimales.',
    ],
    [
      'Resuelve la multiplicación de decimales 2,35 · 4 y la división 7,5 : 3, y explica dónde pone la coma.',
      'Resolví la multiplicación de decimales 2,35 · 4 y la división 7,5 : 3, y expliqué dónde puse la coma.',
    ],
    {
      id: 'ma06-07-compras-a-granel',
      tipo: 'problema',
      titulo: 'Compras a granel: multiplicar y dividir decimales',
      presentacion: [
        'En la feria se vende a granel: el kilo de manzanas cuesta $1.290 y compramos 2,5 kilos; una bolsa de 4,8 kilos de papas se reparte entre 3 familias.',
        'Para resolver estas compras necesitamos la multiplicación de decimales y la división de decimales.',
      ],
      tabla: {
        columnas: ['Situación', 'Cálculo', 'Estimación', 'Resultado'],
        filas: [
          ['2,5 kg de manzanas a $1.290 el kilo', '1.290 · 2,5', '', ''],
          ['4,8 kg de papas para 3 familias', '4,8 : 3', '', ''],
          ['10 paquetes de 0,35 kg de té', '0,35 · 10', '', ''],
          ['1,5 litros de jugo en vasos de 0,25 litros', '1,5 : 0,25', '', ''],
        ],
      },
      materiales: ['Balanza de cocina', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Estimar', 'Estimamos cada resultado redondeando los decimales.', 2],
        ['Calcular', 'Resolvemos cada multiplicación y división de decimales y ubicamos la coma.', 4],
        ['Verificar', 'Comparamos con la estimación y explicamos qué pasa con la coma al multiplicar por 10.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 08',
    [
      'Problemas con fracciones, números mixtos y decimales',
      'Resuelve problemas rutinarios y no rutinarios con sumas y restas de fracciones, números mixtos y decimales hasta la milésima, elige la representación más conveniente y comprueba que la respuesta tiene sentido.',
      'Resuelve problemas de dos pasos con números mixtos o decimales.',
      'Resuelve problemas de un paso con decimales, pero no con números mixtos.',
      'No identifica la operación que resuelve el problema con fracciones o decimales.',
    ],
    [
      'Resuelve un problema de una receta sumando números mixtos y restando decimales.',
      'Resolví un problema de una receta sumando números mixtos y restando decimales.',
    ],
    {
      id: 'ma06-08-maraton-escolar',
      tipo: 'problema',
      titulo: 'La corrida por relevos: problemas con números mixtos y decimales',
      presentacion: [
        'Cuatro estudiantes corren una posta de 6 km: Ana corre 1 1/2 km, Luis 1,75 km, Rocío 1 3/4 km y Pedro el resto.',
        'Hay que resolver problemas con números mixtos y decimales para saber cuánto corre Pedro y quién corre más.',
      ],
      tabla: {
        columnas: ['Corredor', 'Distancia', 'Distancia en decimales (km)'],
        filas: [
          ['Ana', '1 1/2 km', ''],
          ['Luis', '1,75 km', '1,75'],
          ['Rocío', '1 3/4 km', ''],
          ['Pedro', '', ''],
        ],
      },
      materiales: ['Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Convertir', 'Escribimos las distancias en la misma forma: todo en decimales o todo en números mixtos.', 2],
        ['Resolver', 'Sumamos lo que corren los tres primeros y restamos de 6 km para resolver el problema.', 4],
        ['Inventar', 'Inventamos otro problema con números mixtos y decimales para otro grupo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 09',
    [
      'Patrones en una tabla de valores y su regla',
      'Reconoce el patrón entre los valores de una tabla de valores, lo expresa como regla en lenguaje matemático, la comprueba con cada par de valores y la usa para completar la tabla y resolver problemas.',
      'Expresa con palabras y con símbolos la regla de una tabla de valores y la usa para completarla.',
      'Ve un patrón en una columna de la tabla de valores, pero no lo relaciona con la otra columna.',
      'No encuentra ningún patrón en la tabla de valores.',
    ],
    [
      'Escribe la regla de una tabla de valores como y = 3 · x + 2 y calcula un valor que falta.',
      'Escribí la regla de una tabla de valores como y = 3 · x + 2 y calculé un valor que faltaba.',
    ],
    {
      id: 'ma06-09-arriendo-de-bicicletas',
      tipo: 'problema',
      titulo: 'El arriendo de bicicletas: la regla de una tabla de valores',
      presentacion: [
        'En un parque se arriendan bicicletas: se paga $1.000 por el casco y $1.500 por cada hora.',
        'Vamos a completar la tabla de valores, descubrir el patrón y escribir la regla.',
      ],
      tabla: {
        columnas: ['Horas', 'Precio ($)'],
        filas: [
          ['1', '2.500'],
          ['2', '4.000'],
          ['3', '5.500'],
          ['4', ''],
          ['6', ''],
          ['', '13.000'],
        ],
      },
      materiales: ['Cuaderno', 'Papel cuadriculado'],
      pasos: [
        ['Completar', 'Completamos la tabla de valores y describimos el patrón con palabras.', 3],
        ['Escribir la regla', 'Escribimos la regla con una letra para las horas y la comprobamos.', 4],
        ['Usar', 'Usamos la regla para saber cuántas horas se arriendan con $13.000.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 10',
    [
      'Generalizar relaciones con letras y expresiones algebraicas',
      'Representa generalizaciones de relaciones entre números con letras y expresiones algebraicas, como 2 · n para los pares, explica qué representa cada letra y plantea la ecuación de un problema.',
      'Escribe una expresión algebraica con letras para una relación entre números.',
      'Usa letras, pero no explica qué representa cada una en la generalización.',
      'No usa letras para representar un número cualquiera.',
    ],
    [
      'Escribe con letras la expresión algebraica del perímetro de un cuadrado de lado a.',
      'Escribí con letras la expresión algebraica del perímetro de un cuadrado de lado a.',
    ],
    {
      id: 'ma06-10-palitos-de-fosforo',
      tipo: 'problema',
      titulo: 'Cuadrados con palitos: una generalización con letras',
      presentacion: [
        'Con palitos armamos una fila de cuadrados pegados: 1 cuadrado usa 4 palitos, 2 usan 7, 3 usan 10.',
        'Queremos una generalización: una expresión algebraica con la letra «n» que diga cuántos palitos usan «n» cuadrados.',
      ],
      tabla: {
        columnas: ['Cuadrados (n)', 'Palitos'],
        filas: [
          ['1', '4'],
          ['2', '7'],
          ['3', '10'],
          ['4', ''],
          ['10', ''],
          ['«n»', ''],
        ],
      },
      materiales: ['Palitos de helado', 'Cuaderno'],
      pasos: [
        ['Armar', 'Armamos filas de 1 a 5 cuadrados y contamos los palitos.', 2],
        [
          'Generalizar',
          'Escribimos la expresión algebraica con la letra «n» y explicamos de dónde sale cada término.',
          4,
        ],
        ['Plantear', 'Planteamos con letras cuántos cuadrados se arman con 61 palitos y lo resolvemos.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 11',
    [
      'Ecuaciones de primer grado con la balanza y procedimientos formales',
      'Resuelve ecuaciones de primer grado con una incógnita usando la balanza, la correspondencia uno a uno y procedimientos formales, explica cada paso y comprueba la solución reemplazando la incógnita.',
      'Resuelve ecuaciones con una incógnita con la balanza y en forma simbólica.',
      'Resuelve ecuaciones con la balanza, pero no en forma simbólica.',
      'No entiende qué significa resolver una ecuación.',
    ],
    [
      'Resuelve la ecuación 3x + 5 = 20 con la balanza y comprueba el valor de la incógnita.',
      'Resolví la ecuación 3x + 5 = 20 con la balanza y comprobé el valor de la incógnita.',
    ],
    {
      id: 'ma06-11-balanza-de-bolsas',
      tipo: 'experimento',
      titulo: 'La balanza de las bolsas misteriosas: ecuaciones',
      presentacion: [
        'En una balanza, 3 bolsas iguales y 5 cubos pesan lo mismo que 20 cubos. ¿Cuántos cubos tiene cada bolsa?',
        'La balanza representa la ecuación 3x + 5 = 20, donde la incógnita x es lo que hay en una bolsa.',
      ],
      tabla: {
        columnas: ['Balanza', 'Ecuación', 'Incógnita', 'Comprobación'],
        filas: [
          ['3 bolsas y 5 cubos = 20 cubos', '3x + 5 = 20', '', ''],
          ['2 bolsas y 7 cubos = 15 cubos', '', '', ''],
          ['4 bolsas = 2 bolsas y 12 cubos', '', '', ''],
        ],
      },
      materiales: ['Balanza de platillos', 'Cubos del mismo peso', 'Bolsas de papel'],
      pasos: [
        ['Equilibrar', 'Armamos cada balanza y quitamos lo mismo de ambos lados hasta dejar sola una bolsa.', 3],
        ['Escribir', 'Escribimos cada paso como ecuación y encontramos la incógnita.', 4],
        ['Comprobar', 'Abrimos las bolsas para comprobar el valor de la incógnita.', 2],
      ],
      tareas: ['resolucion_problemas', 'informe_laboratorio'],
    },
  ),
  instrumento(
    'MA06 OA 12',
    [
      'Triángulos según sus lados y sus ángulos',
      'Construye triángulos equiláteros, isósceles y escalenos con regla y compás y los clasifica también por sus ángulos, explicando por qué algunas medidas no forman triángulo.',
      'Construye triángulos equiláteros, isósceles y escalenos y los clasifica por sus lados.',
      'Clasifica triángulos por sus lados, pero no los construye con las medidas dadas.',
      'No distingue un triángulo isósceles de uno escaleno.',
    ],
    [
      'Construye con regla y compás un triángulo isósceles de lados 6, 6 y 4 cm.',
      'Construí con regla y compás un triángulo isósceles de lados 6, 6 y 4 cm.',
    ],
    {
      id: 'ma06-12-triangulos-con-bombillas',
      tipo: 'experimento',
      titulo: 'Triángulos con bombillas: escaleno, isósceles y equilátero',
      presentacion: [
        'Con bombillas cortadas en distintos largos y lana vamos a armar triángulos.',
        'Algunas medidas forman un triángulo escaleno, otras un isósceles o un equilátero, y otras no forman triángulo.',
      ],
      tabla: {
        columnas: ['Lados (cm)', '¿Forma triángulo?', 'Según sus lados', 'Según sus ángulos'],
        filas: [
          ['6, 6, 6', '', '', ''],
          ['6, 6, 4', '', '', ''],
          ['3, 4, 5', '', '', ''],
          ['2, 3, 8', '', '', ''],
          ['5, 5, 8', '', '', ''],
        ],
      },
      materiales: ['Bombillas', 'Lana', 'Regla', 'Compás', 'Transportador'],
      pasos: [
        ['Armar', 'Armamos los triángulos con bombillas y anotamos cuáles se cierran.', 3],
        ['Clasificar', 'Clasificamos cada triángulo en escaleno, isósceles o equilátero y por sus ángulos.', 3],
        ['Construir', 'Construimos en el cuaderno un triángulo equilátero y uno isósceles con regla y compás.', 3],
      ],
      tareas: ['maqueta', 'informe_laboratorio'],
    },
  ),
  instrumento(
    'MA06 OA 13',
    [
      'Redes de cubos y paralelepípedos y el área de su superficie',
      'Dibuja distintas redes de un cubo y de un paralelepípedo, reconoce cuáles se pueden plegar y calcula el área de la superficie sumando el área de cada cara de la red.',
      'Dibuja la red de un cubo o de un paralelepípedo y calcula el área de la superficie.',
      'Dibuja una red del cubo, pero olvida caras al calcular el área de la superficie.',
      'No reconoce la red de un paralelepípedo.',
    ],
    [
      'Dibuja la red de una caja con forma de paralelepípedo y calcula el área de su superficie.',
      'Dibujé la red de una caja con forma de paralelepípedo y calculé el área de su superficie.',
    ],
    {
      id: 'ma06-13-caja-de-regalo',
      tipo: 'tema',
      titulo: 'Una caja de regalo: la red del paralelepípedo',
      presentacion: [
        'Vamos a diseñar una caja de regalo con forma de paralelepípedo de 12 cm de largo, 8 cm de ancho y 5 cm de alto, y un cubo de 6 cm de arista.',
        'Primero dibujamos la red en cartulina; el área de la superficie nos dice cuánta cartulina se usa.',
      ],
      tabla: {
        columnas: ['Cuerpo', 'Caras', 'Área de cada cara (cm²)', 'Área de la superficie (cm²)'],
        filas: [
          ['Paralelepípedo', '6', '', ''],
          ['Cubo', '6', '', ''],
        ],
      },
      materiales: ['Cartulina', 'Regla', 'Tijeras', 'Pegamento'],
      pasos: [
        ['Dibujar', 'Dibujamos la red de cada cuerpo con sus medidas.', 3],
        ['Calcular', 'Calculamos el área de cada cara y el área de la superficie.', 4],
        ['Armar', 'Recortamos y armamos las cajas, y buscamos otra red del cubo que también se pueda plegar.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 14',
    [
      'Construcción de teselados con figuras 2D',
      'Construye teselados con una o más figuras 2D aplicando traslaciones, reflexiones y rotaciones, explica por qué las figuras cubren el plano sin huecos y describe los movimientos usados.',
      'Construye un teselado con una figura usando traslaciones y rotaciones.',
      'Construye un teselado con cuadrados, pero deja huecos con otras figuras.',
      'No reconoce un teselado.',
    ],
    [
      'Construye un teselado con hexágonos y describe el movimiento que usó.',
      'Construí un teselado con hexágonos y describí el movimiento que usé.',
    ],
    {
      id: 'ma06-14-baldosas-para-el-hall',
      tipo: 'tema',
      titulo: 'Diseñar las baldosas del hall: un teselado',
      presentacion: [
        'El colegio quiere cambiar el piso del hall y nos pide un diseño de baldosas.',
        'Un teselado cubre el piso con figuras que no se montan ni dejan huecos, usando traslaciones, reflexiones y rotaciones.',
      ],
      tabla: {
        columnas: ['Figura', '¿Sirve para un teselado sola?', 'Movimiento que usamos'],
        filas: [
          ['Triángulo equilátero', '', ''],
          ['Cuadrado', '', ''],
          ['Hexágono regular', '', ''],
          ['Pentágono regular', '', ''],
        ],
      },
      materiales: ['Figuras de cartulina', 'Papel de envolver', 'Plumones', 'Tijeras'],
      pasos: [
        ['Probar', 'Probamos con qué figuras se puede hacer un teselado y completamos la tabla.', 3],
        ['Diseñar', 'Diseñamos un teselado con una figura creada por nosotros a partir de un cuadrado.', 4],
        ['Presentar', 'Presentamos el diseño y explicamos los movimientos que usamos.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 15',
    [
      'Construcción de ángulos agudos, rectos, obtusos, extendidos y completos',
      'Construye con transportador y regla ángulos agudos, rectos, obtusos, extendidos y completos de una medida dada, los nombra según su medida y los reconoce en objetos del entorno.',
      'Construye ángulos agudos, rectos y obtusos con el transportador.',
      'Reconoce un ángulo recto, pero confunde el ángulo agudo con el obtuso al construirlos.',
      'No logra construir un ángulo agudo ni un ángulo recto.',
    ],
    [
      'Construye un ángulo obtuso de 130° y un ángulo agudo de 45° con el transportador.',
      'Construí un ángulo obtuso de 130° y un ángulo agudo de 45° con el transportador.',
    ],
    {
      id: 'ma06-15-angulos-del-reloj',
      tipo: 'tema',
      titulo: 'Los ángulos del reloj: agudo, recto, obtuso y extendido',
      presentacion: [
        'Las manecillas de un reloj forman ángulos: a las 3:00 un ángulo recto y a las 6:00 un ángulo extendido.',
        'Vamos a construir los ángulos de distintas horas y clasificarlos.',
      ],
      tabla: {
        columnas: ['Hora', 'Medida del ángulo', 'Tipo de ángulo'],
        filas: [
          ['3:00', '90°', 'Ángulo recto'],
          ['1:00', '', ''],
          ['5:00', '', ''],
          ['6:00', '', ''],
          ['12:00 después de una vuelta', '', ''],
        ],
      },
      materiales: ['Reloj de cartulina con manecillas', 'Transportador', 'Regla'],
      pasos: [
        ['Mover', 'Movemos las manecillas a cada hora y calculamos el ángulo sabiendo que cada hora son 30°.', 3],
        [
          'Construir',
          'Construimos cada ángulo agudo, recto, obtuso y extendido en el cuaderno con el transportador.',
          4,
        ],
        ['Buscar', 'Buscamos en la sala un ejemplo de cada tipo de ángulo.', 2],
      ],
      tareas: ['maqueta', 'afiche'],
    },
  ),
  instrumento(
    'MA06 OA 16',
    [
      'Ángulos opuestos por el vértice y ángulos complementarios',
      'Reconoce los ángulos opuestos por el vértice que forman dos rectas que se cortan y los ángulos complementarios, explica por qué los opuestos son iguales y calcula ángulos desconocidos.',
      'Reconoce ángulos opuestos por el vértice y calcula el complemento de un ángulo.',
      'Reconoce ángulos opuestos por el vértice, pero confunde ángulos complementarios con suplementarios.',
      'No identifica ángulos opuestos por el vértice.',
    ],
    [
      'Marca dos ángulos opuestos por el vértice en un cruce de calles y comprueba que miden lo mismo.',
      'Marqué dos ángulos opuestos por el vértice en un cruce de calles y comprobé que miden lo mismo.',
    ],
    {
      id: 'ma06-16-cruce-de-calles',
      tipo: 'problema',
      titulo: 'Cruces de calles: ángulos opuestos por el vértice',
      presentacion: [
        'En el plano del barrio, dos calles se cruzan y forman cuatro ángulos; uno de ellos mide 65°.',
        'Los ángulos opuestos por el vértice son iguales, y dos ángulos complementarios suman 90°.',
      ],
      tabla: {
        columnas: ['Ángulo', 'Medida', 'Relación con el ángulo de 65°'],
        filas: [
          ['α', '65°', ''],
          ['β', '', ''],
          ['γ', '', ''],
          ['δ', '', ''],
          ['Complemento de α', '', ''],
        ],
      },
      materiales: ['Plano del barrio', 'Transportador', 'Regla'],
      pasos: [
        ['Medir', 'Medimos los cuatro ángulos del cruce y marcamos los ángulos opuestos por el vértice.', 3],
        ['Calcular', 'Calculamos los ángulos que faltan y el complemento de 65°.', 3],
        ['Explicar', 'Explicamos por qué dos ángulos opuestos por el vértice siempre son iguales.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 17',
    [
      'Suma de los ángulos interiores de triángulos y cuadriláteros',
      'Muestra recortando, dibujando y midiendo que los ángulos interiores de un triángulo suman 180° y los de un cuadrilátero 360°, explica por qué y usa estas sumas para calcular ángulos desconocidos.',
      'Muestra que los ángulos interiores de un triángulo suman 180° y calcula un ángulo que falta.',
      'Sabe que los ángulos interiores del triángulo suman 180°, pero no lo aplica al cuadrilátero.',
      'No sabe cuánto suman los ángulos interiores de un triángulo.',
    ],
    [
      'Recorta las esquinas de un triángulo y muestra que sus ángulos interiores forman 180°.',
      'Recorté las esquinas de un triángulo y mostré que sus ángulos interiores forman 180°.',
    ],
    {
      id: 'ma06-17-esquinas-recortadas',
      tipo: 'experimento',
      titulo: 'Esquinas recortadas: los ángulos interiores suman 180° y 360°',
      presentacion: [
        'Cada grupo dibuja un triángulo y un cuadrilátero distintos, mide sus ángulos interiores y luego recorta las esquinas.',
        'Al juntar las esquinas de un triángulo se forma un ángulo extendido; con las del cuadrilátero, un ángulo completo.',
      ],
      tabla: {
        columnas: ['Figura', 'Ángulo 1', 'Ángulo 2', 'Ángulo 3', 'Ángulo 4', 'Suma'],
        filas: [
          ['Triángulo del grupo', '', '', '', '—', ''],
          ['Cuadrilátero del grupo', '', '', '', '', ''],
        ],
      },
      materiales: ['Papel lustre', 'Tijeras', 'Transportador', 'Regla'],
      pasos: [
        [
          'Medir',
          'Medimos los ángulos interiores del triángulo y del cuadrilátero con el transportador y los sumamos.',
          3,
        ],
        ['Recortar', 'Recortamos las esquinas y las juntamos para mostrar los 180° y los 360°.', 3],
        ['Calcular', 'Calculamos el ángulo que falta en un triángulo con ángulos de 48° y 75°.', 2],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 18',
    [
      'Área de la superficie de cubos y paralelepípedos en cm² y m²',
      'Calcula el área de la superficie de cubos y paralelepípedos a partir de sus medidas, la expresa en cm² o m² según el objeto y la usa para calcular materiales en problemas reales.',
      'Calcula el área de la superficie de un paralelepípedo y la expresa en la unidad adecuada.',
      'Calcula el área de algunas caras, pero no el área de la superficie completa.',
      'Confunde el área de la superficie con el volumen.',
    ],
    [
      'Calcula en m² el área de la superficie de las paredes y el techo de la sala.',
      'Calculé en m² el área de la superficie de las paredes y el techo de la sala.',
    ],
    {
      id: 'ma06-18-pintar-la-bodega',
      tipo: 'problema',
      titulo: 'Pintar la bodega del colegio: área de la superficie en m²',
      presentacion: [
        'La bodega del colegio tiene forma de paralelepípedo: 4 m de largo, 3 m de ancho y 2,5 m de alto.',
        'Hay que pintar las paredes y el techo; un tarro de pintura cubre 12 m². También forraremos un cubo de 20 cm de arista.',
      ],
      tabla: {
        columnas: ['Superficie', 'Medidas', 'Área'],
        filas: [
          ['Dos paredes largas', '4 m × 2,5 m', ''],
          ['Dos paredes cortas', '3 m × 2,5 m', ''],
          ['Techo', '4 m × 3 m', ''],
          ['Cubo forrado', '20 cm de arista', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Cuaderno', 'Calculadora'],
      pasos: [
        ['Calcular', 'Calculamos el área de cada parte y el área de la superficie que se pinta en m².', 4],
        ['Decidir', 'Calculamos cuántos tarros de pintura se necesitan.', 2],
        ['Forrar', 'Calculamos en cm² el papel para forrar el cubo y lo comprobamos forrando uno.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA06 OA 19',
    [
      'Volumen de cubos y paralelepípedos en cm³ y m³',
      'Calcula el volumen de cubos y paralelepípedos multiplicando largo, ancho y alto, lo expresa en cm³, m³ o mm³, relaciona el volumen con la capacidad y lo aplica en problemas.',
      'Calcula el volumen de un paralelepípedo y lo expresa en cm³ o m³.',
      'Cuenta cubos para obtener el volumen, pero no usa la multiplicación de las tres medidas.',
      'Confunde el volumen con el área de una cara.',
    ],
    [
      'Calcula el volumen de una caja de 10 cm por 6 cm por 4 cm y lo expresa en cm³.',
      'Calculé el volumen de una caja de 10 cm por 6 cm por 4 cm y lo expresé en cm³.',
    ],
    {
      id: 'ma06-19-cajas-de-leche',
      tipo: 'experimento',
      titulo: 'Cajas y cubos: el volumen en cm³',
      presentacion: [
        'Una caja de leche mide 9,5 cm de largo, 6,5 cm de ancho y 16 cm de alto; una caja de zapatos, 30 cm por 18 cm por 10 cm.',
        'Vamos a calcular el volumen de cada caja y a comprobarlo llenando una con cubos de 1 cm³.',
      ],
      tabla: {
        columnas: ['Caja', 'Largo (cm)', 'Ancho (cm)', 'Alto (cm)', 'Volumen (cm³)'],
        filas: [
          ['Caja de leche', '9,5', '6,5', '16', ''],
          ['Caja de zapatos', '30', '18', '10', ''],
          ['Cubo de cartulina', '5', '5', '5', ''],
        ],
      },
      materiales: ['Cajas de distintos tamaños', 'Cubos de 1 cm³', 'Regla'],
      pasos: [
        ['Medir', 'Medimos cada caja y anotamos sus medidas.', 2],
        ['Calcular', 'Calculamos el volumen de cada caja y lo expresamos en cm³.', 4],
        ['Comprobar', 'Llenamos el cubo de cartulina con cubos de 1 cm³ y explicamos por qué 1 litro es 1.000 cm³.', 3],
      ],
      tareas: ['informe_laboratorio', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA06 OA 20',
    [
      'Estimar y medir ángulos con el transportador',
      'Estima la medida de un ángulo comparándolo con 90° y 180°, lo mide con el transportador en grados ubicando bien el centro y la escala, y explica la diferencia entre la estimación y la medida.',
      'Sabe medir ángulos en grados con el transportador y estima su medida antes.',
      'Mide ángulos con el transportador, pero lee la escala equivocada y confunde 60° con 120°.',
      'No sabe ubicar el transportador para medir ángulos.',
    ],
    [
      'Estima el ángulo de una rampa y luego lo mide en grados con el transportador.',
      'Estimé el ángulo de una rampa y luego lo medí en grados con el transportador.',
    ],
    {
      id: 'ma06-20-angulos-del-patio',
      tipo: 'experimento',
      titulo: 'Cazadores de ángulos: estimar y medir con el transportador',
      presentacion: [
        'Vamos a estimar y medir ángulos de objetos del colegio: la apertura de una puerta, una tijera abierta y la inclinación de un atril.',
        'Primero estimamos los grados a simple vista y luego medimos con el transportador.',
      ],
      tabla: {
        columnas: ['Objeto', 'Estimación (grados)', 'Medida con transportador (grados)', 'Diferencia'],
        filas: [
          ['Tijera abierta', '', '', ''],
          ['Atril', '', '', ''],
          ['Puerta entreabierta', '', '', ''],
          ['Escuadra', '', '', ''],
        ],
      },
      materiales: ['Transportador', 'Tijeras', 'Hilo', 'Regla'],
      pasos: [
        ['Estimar', 'Estimamos cada ángulo comparándolo con un ángulo recto.', 2],
        ['Medir', 'Medimos cada ángulo con el transportador ubicando el centro en el vértice.', 4],
        ['Comparar', 'Calculamos la diferencia entre la estimación y la medida en grados.', 2],
      ],
      tareas: ['informe_laboratorio', 'investigacion'],
    },
  ),
  instrumento(
    'MA06 OA 21',
    [
      'Ángulos entre rectas paralelas cortadas por una transversal',
      'Calcula los ángulos que forman dos rectas paralelas cortadas por una transversal y los ángulos de triángulos, justificando con ángulos correspondientes, alternos y la suma de 180°.',
      'Calcula ángulos entre rectas paralelas y una transversal y ángulos de triángulos.',
      'Reconoce que algunos ángulos entre las rectas paralelas son iguales, pero no justifica cuáles.',
      'No relaciona los ángulos que forma una transversal con las rectas paralelas.',
    ],
    [
      'Calcula los ocho ángulos que forma una transversal con dos rectas paralelas si uno mide 70°.',
      'Calculé los ocho ángulos que forma una transversal con dos rectas paralelas si uno medía 70°.',
    ],
    {
      id: 'ma06-21-lineas-de-la-cancha',
      tipo: 'problema',
      titulo: 'El paso de cebra: rectas paralelas y una transversal',
      presentacion: [
        'Las líneas de un paso de cebra son rectas paralelas; el borde de la vereda que las cruza en diagonal es una transversal.',
        'Si la transversal forma un ángulo de 70° con una paralela, podemos calcular todos los demás.',
      ],
      tabla: {
        columnas: ['Ángulo', 'Medida', 'Razón'],
        filas: [
          ['1', '70°', 'Dato'],
          ['2', '', ''],
          ['3', '', ''],
          ['4', '', ''],
          ['5', '', ''],
          ['6', '', ''],
        ],
      },
      materiales: ['Regla', 'Transportador', 'Papel lustre'],
      pasos: [
        ['Dibujar', 'Dibujamos dos rectas paralelas, una transversal y numeramos los ocho ángulos.', 2],
        ['Calcular', 'Calculamos cada ángulo y escribimos la razón: correspondientes, alternos o suplementarios.', 4],
        ['Triángulo', 'Trazamos otra transversal para formar un triángulo y calculamos sus ángulos.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 22',
    [
      'Comparar distribuciones con diagramas de puntos y de tallo y hojas',
      'Compara la distribución de dos grupos con diagramas de puntos y de tallo y hojas, describe dónde se concentran los datos y cuánto se dispersan y saca una conclusión apoyada en los diagramas.',
      'Construye los diagramas de puntos de dos grupos y compara sus distribuciones.',
      'Construye un diagrama de puntos, pero no compara la distribución de los dos grupos.',
      'No logra construir un diagrama de puntos.',
    ],
    [
      'Compara en dos diagramas de puntos las horas de sueño de 6° A y 6° B.',
      'Comparé en dos diagramas de puntos las horas de sueño de 6° A y 6° B.',
    ],
    {
      id: 'ma06-22-horas-de-pantalla',
      tipo: 'problema',
      titulo: 'Horas frente a pantallas: comparar dos distribuciones',
      presentacion: [
        'Preguntamos a 12 estudiantes elegidos al azar de 4° y a 12 de 6° cuántas horas usaron pantallas el sábado.',
        'Vamos a representar cada grupo en un diagrama de puntos y comparar las distribuciones.',
      ],
      tabla: {
        columnas: ['Curso', 'Horas frente a pantallas'],
        filas: [
          ['4° Básico', '1, 2, 2, 3, 1, 4, 2, 3, 2, 5, 1, 2'],
          ['6° Básico', '3, 4, 6, 2, 5, 4, 7, 3, 4, 5, 8, 4'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Autoadhesivos de colores', 'Cuaderno'],
      pasos: [
        ['Representar', 'Hacemos un diagrama de puntos para cada curso en la misma escala.', 3],
        ['Comparar', 'Comparamos las distribuciones: dónde se juntan los datos y cuál grupo está más disperso.', 4],
        ['Concluir', 'Escribimos una conclusión y una recomendación para el curso.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA06 OA 23',
    [
      'Conjeturas sobre la tendencia al repetir un experimento',
      'Formula una conjetura antes de repetir un experimento con dados o monedas, registra los resultados acumulados, describe la tendencia que aparece con muchas repeticiones y revisa su conjetura.',
      'Registra los resultados del experimento y describe la tendencia con muchas repeticiones.',
      'Repite el experimento y anota resultados, pero no formula una conjetura.',
      'No relaciona los resultados del experimento con ninguna tendencia.',
    ],
    [
      'Formula una conjetura sobre cuántas caras saldrán en 100 lanzamientos y la compara con la tendencia.',
      'Formulé una conjetura sobre cuántas caras saldrían en 100 lanzamientos y la comparé con la tendencia.',
    ],
    {
      id: 'ma06-23-suma-de-dos-dados',
      tipo: 'experimento',
      titulo: 'La suma de dos dados: conjetura y tendencia',
      presentacion: [
        'Lanzamos dos dados y sumamos los puntos. ¿Qué suma saldrá más veces: 2, 7 o 12?',
        'Antes de lanzar, cada grupo escribe su conjetura; luego repite el experimento muchas veces y mira la tendencia.',
      ],
      tabla: {
        columnas: ['Suma', 'Veces en 20 lanzamientos', 'Veces en 60 lanzamientos', 'Veces en todo el curso'],
        filas: [
          ['2', '', '', ''],
          ['5', '', '', ''],
          ['7', '', '', ''],
          ['10', '', '', ''],
          ['12', '', '', ''],
        ],
      },
      materiales: ['Dos dados por grupo', 'Vaso para lanzar', 'Cuaderno'],
      pasos: [
        ['Conjeturar', 'Escribimos nuestra conjetura y la razón que nos lleva a ella.', 2],
        ['Experimentar', 'Repetimos el experimento 60 veces y juntamos los resultados de todo el curso.', 4],
        ['Revisar', 'Describimos la tendencia y revisamos si nuestra conjetura se cumplió.', 3],
      ],
      tareas: ['informe_laboratorio', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA06 OA 24',
    [
      'Gráficos de barra doble y gráficos circulares',
      'Lee e interpreta gráficos de barra doble y gráficos circulares, relaciona los sectores del gráfico circular con porcentajes, compara los dos grupos de la barra doble y comunica conclusiones.',
      'Interpreta un gráfico de barra doble y un gráfico circular y saca una conclusión de cada uno.',
      'Lee datos de un gráfico de barra doble, pero no interpreta los sectores de un gráfico circular.',
      'No logra leer un gráfico de barra doble.',
    ],
    [
      'Explica qué deporte prefieren las niñas y los niños leyendo un gráfico de barra doble.',
      'Expliqué qué deporte prefieren las niñas y los niños leyendo un gráfico de barra doble.',
    ],
    {
      id: 'ma06-24-deportes-preferidos',
      tipo: 'problema',
      titulo: 'El deporte preferido: gráfico de barra doble y gráfico circular',
      presentacion: [
        'Se preguntó a 80 estudiantes de 6° por su deporte preferido; la tabla muestra las respuestas de niñas y niños.',
        'Vamos a construir un gráfico de barra doble y un gráfico circular y a comunicar lo que muestran.',
      ],
      tabla: {
        columnas: ['Deporte', 'Niñas', 'Niños', 'Total', 'Porcentaje del total'],
        filas: [
          ['Fútbol', '8', '20', '', ''],
          ['Básquetbol', '6', '6', '', ''],
          ['Natación', '14', '4', '', ''],
          ['Atletismo', '12', '10', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Compás', 'Transportador', 'Lápices de colores'],
      pasos: [
        ['Barra doble', 'Construimos un gráfico de barra doble con niñas y niños de distinto color.', 3],
        ['Circular', 'Calculamos el porcentaje de cada deporte y construimos el gráfico circular.', 4],
        ['Comunicar', 'Escribimos tres conclusiones y decimos qué gráfico muestra mejor cada una.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
]
