/**
 * Instruments of Matemática, 3° and 4° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a problem with its data, a survey and its chart, a model to build and measure)
 * written for children of eight to ten (see `instrumentos-fila.ts` for the row format).
 */
import { instrumento } from './instrumentos-fila'

/** 3° Básico. */
export const matematica03 = [
  instrumento(
    'MA03 OA 01',
    [
      'Conteo de 3 en 3, de 5 en 5 y de 100 en 100 hasta 1.000',
      'Cuenta hasta 1.000 de 5 en 5, de 10 en 10 y de 100 en 100 desde cualquier número, y de 3 en 3 hasta de 9 en 9 desde un múltiplo, en ambos sentidos.',
      'Cuenta de 100 en 100 desde cualquier número y de 3 en 3 desde un múltiplo de 3.',
      'Cuenta de 5 en 5 y de 10 en 10, pero se equivoca al contar de 3 en 3.',
      'Cuenta de 1 en 1 y no logra contar de 5 en 5 ni de 100 en 100.',
    ],
    [
      'Sabe contar de 3 en 3 desde 30 y de 100 en 100 desde 250 sin equivocarse.',
      'Supe contar de 3 en 3 desde 30 y de 100 en 100 desde 250 sin equivocarme.',
    ],
    {
      id: 'ma03-01-patas-y-ruedas',
      tipo: 'problema',
      titulo: 'Triciclos y mesas: contar de 3 en 3 y de 4 en 4',
      presentacion: [
        'En el patio hay triciclos de 3 ruedas y mesas de 4 patas.',
        'Para saber cuántas ruedas hay, podemos contar de 3 en 3; para las patas, de 4 en 4.',
      ],
      tabla: {
        columnas: ['Cantidad', 'Ruedas (de 3 en 3)', 'Patas (de 4 en 4)'],
        filas: [
          ['1', '3', '4'],
          ['2', '6', ''],
          ['5', '', ''],
          ['10', '', ''],
        ],
      },
      materiales: ['Tabla del 100', 'Fichas de colores', 'Cuaderno'],
      pasos: [
        ['Contar', 'Contamos de 3 en 3 las ruedas y de 4 en 4 las patas, marcando en la tabla del 100.', 4],
        ['Contar de 100 en 100', 'Con billetes de $100, contamos de 100 en 100 desde 250 hasta 950.', 3],
        ['Explicar', 'Explicamos qué múltiplos de 3 quedaron marcados.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 02',
    [
      'Leer y representar números hasta el 1.000',
      'Sabe leer los números hasta el 1.000, los escribe con cifras y con palabras y representa los números con placas de centenas, barras de decenas y cubos.',
      'Sabe leer números hasta 1.000 y representa los números con centenas de bloques multibase.',
      'Lee números de tres cifras, pero se equivoca al representar números con ceros.',
      'No logra leer ni representar números de tres cifras.',
    ],
    [
      'Lee el número 608 y lo representa con placas de centenas y cubos.',
      'Leí el número 608 y lo representé con placas de centenas y cubos.',
    ],
    {
      id: 'ma03-02-numeros-de-la-biblioteca',
      tipo: 'problema',
      titulo: 'Representar números de la biblioteca hasta el 1.000',
      presentacion: [
        'La biblioteca tiene 745 libros de cuentos, 380 de ciencias y 206 de historia.',
        'Vamos a leer estos números y representarlos con bloques multibase, con centenas, decenas y unidades.',
      ],
      tabla: {
        columnas: ['Libros', 'Número', 'En palabras', 'Centenas, decenas y unidades'],
        filas: [
          ['Cuentos', '745', '', ''],
          ['Ciencias', '380', '', ''],
          ['Historia', '206', '', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Tarjetas con números', 'Cuaderno'],
      pasos: [
        ['Leer', 'Leemos cada número en voz alta y lo escribimos con palabras.', 3],
        ['Representar', 'Representamos los números con placas de centenas, barras y cubos.', 4],
        ['Dibujar', 'Dibujamos la representación de cada número en el cuaderno.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 03',
    [
      'Comparar y ordenar números hasta 1.000 en la recta numérica',
      'Compara y ordena números hasta el 1.000 usando la recta numérica y la tabla de valor posicional, y explica por qué un número es mayor mirando centenas y decenas.',
      'Compara y ordena números hasta el 1.000 usando la tabla de valor posicional.',
      'Compara dos números de tres cifras, pero no los ubica en la recta numérica.',
      'No logra comparar números de tres cifras.',
    ],
    [
      'Ubica tres números en la recta numérica y los ordena de menor a mayor.',
      'Ubiqué tres números en la recta numérica y los ordené de menor a mayor.',
    ],
    {
      id: 'ma03-03-alturas-de-cerros',
      tipo: 'problema',
      titulo: 'Ordenar en la recta numérica los puntajes de un juego',
      presentacion: [
        'Cuatro equipos jugaron a lanzar argollas y sumaron puntos.',
        'Vamos a comparar los puntajes y ordenarlos en una recta numérica del 0 al 1.000.',
      ],
      tabla: {
        columnas: ['Equipo', 'Puntaje'],
        filas: [
          ['Rojo', '685'],
          ['Azul', '658'],
          ['Verde', '870'],
          ['Amarillo', '507'],
        ],
      },
      materiales: ['Cinta de papel para la recta numérica', 'Tabla de valor posicional', 'Plumones'],
      pasos: [
        ['Comparar', 'Ponemos los puntajes en la tabla de valor posicional y comparamos centenas y decenas.', 3],
        ['Ubicar', 'Marcamos cada puntaje en la recta numérica del 0 al 1.000.', 3],
        ['Ordenar', 'Ordenamos los equipos de mayor a menor puntaje y explicamos cómo lo supimos.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 04',
    [
      'Cálculo mental para sumar y restar hasta 100',
      'Usa y explica estrategias de cálculo mental para sumar y restar hasta 100: descomponer, completar la decena más cercana, usar dobles y sumar en lugar de restar.',
      'Usa dos estrategias de cálculo mental, como descomponer y usar dobles.',
      'Usa una estrategia de cálculo mental, pero no la explica.',
      'Calcula con los dedos o por escrito, sin cálculo mental.',
    ],
    [
      'Calcula 38 + 27 mentalmente descomponiendo los números y explica cómo lo hizo.',
      'Calculé 38 + 27 mentalmente descomponiendo los números y expliqué cómo lo hice.',
    ],
    {
      id: 'ma03-04-estrategias-en-el-almacen',
      tipo: 'problema',
      titulo: 'Cálculo mental en el almacén',
      presentacion: [
        'En el almacén, una bebida cuesta $48 y un pan cuesta $25 en monedas de juguete.',
        'Para sumar con cálculo mental podemos descomponer o completar la decena: 48 + 2 = 50 y 50 + 23 = 73.',
      ],
      tabla: {
        columnas: ['Cálculo', 'Resultado', 'Estrategia de cálculo mental'],
        filas: [
          ['48 + 25', '', 'Completar la decena'],
          ['35 + 35', '', ''],
          ['62 − 29', '', ''],
        ],
      },
      materiales: ['Monedas de juguete', 'Tarjetas con cálculos', 'Cuaderno'],
      pasos: [
        ['Calcular', 'Resolvemos cada cálculo con cálculo mental, sin lápiz.', 3],
        ['Explicar', 'Contamos si usamos descomponer, completar la decena o dobles.', 3],
        ['Comparar', 'Comparamos nuestras estrategias y elegimos la más rápida.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA03 OA 05',
    [
      'Unidades, decenas y centenas según su valor posicional',
      'Reconoce unidades, decenas y centenas en números hasta el 1.000, explica el valor posicional de cada dígito y los representa de varias formas, como 452 = 400 + 50 + 2.',
      'Reconoce unidades, decenas y centenas y escribe el valor de cada dígito.',
      'Nombra las centenas, pero confunde el valor posicional de las decenas.',
      'No distingue unidades, decenas y centenas.',
    ],
    [
      'Explica cuánto vale cada dígito del 374 según su valor posicional.',
      'Expliqué cuánto vale cada dígito del 374 según su valor posicional.',
    ],
    {
      id: 'ma03-05-billetes-y-monedas',
      tipo: 'problema',
      titulo: 'Centenas, decenas y unidades con billetes y monedas',
      presentacion: [
        'Para pagar $452 usamos 4 monedas de $100, 5 de $10 y 2 de $1.',
        'Las monedas de $100 son las centenas, las de $10 las decenas y las de $1 las unidades.',
      ],
      tabla: {
        columnas: ['Precio', 'Centenas', 'Decenas', 'Unidades'],
        filas: [
          ['$452', '4', '5', '2'],
          ['$608', '', '', ''],
          ['$390', '', '', ''],
        ],
      },
      materiales: ['Monedas de juguete de $1, $10 y $100', 'Tabla de valor posicional', 'Cuaderno'],
      pasos: [
        ['Pagar', 'Juntamos las monedas de cada precio con el menor número de monedas.', 3],
        ['Anotar', 'Anotamos las centenas, decenas y unidades en la tabla.', 3],
        ['Escribir', 'Escribimos cada precio como suma de su valor posicional: 452 = 400 + 50 + 2.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 06',
    [
      'Suma y resta hasta 1.000 con y sin reserva',
      'Resuelve y crea problemas de suma y resta hasta 1.000 aplicando los algoritmos con y sin reserva, y comprueba el resultado con otra estrategia.',
      'Aplica el algoritmo de la suma y la resta con reserva en problemas.',
      'Aplica el algoritmo sin reserva, pero se equivoca cuando hay reserva.',
      'No logra hacer una suma ni una resta con números de tres cifras.',
    ],
    [
      'Resuelve una resta con reserva, como 532 − 178, con el algoritmo.',
      'Resolví una resta con reserva, como 532 − 178, con el algoritmo.',
    ],
    {
      id: 'ma03-06-campana-de-reciclaje',
      tipo: 'problema',
      titulo: 'La campaña de reciclaje: sumas y restas con reserva',
      presentacion: [
        'Los cursos juntaron botellas para reciclar durante dos semanas.',
        'Vamos a sumar y restar con el algoritmo, con y sin reserva, para saber cuántas juntó cada curso.',
      ],
      tabla: {
        columnas: ['Curso', 'Semana 1', 'Semana 2', 'Total'],
        filas: [
          ['3° A', '245', '378', ''],
          ['3° B', '316', '282', ''],
          ['3° C', '407', '195', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Sumar', 'Sumamos las botellas de cada curso con el algoritmo y marcamos la reserva.', 4],
        ['Restar', 'Restamos para saber cuántas botellas más juntó un curso que otro.', 3],
        ['Comprobar', 'Comprobamos cada resultado con la resta inversa o con bloques.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 07',
    [
      'Familia de operaciones para relacionar la suma y la resta',
      'Escribe la familia de operaciones de tres números hasta 1.000 y la usa para calcular el número que falta en un problema de suma o de resta.',
      'Escribe la familia de operaciones con dos sumas y dos restas.',
      'Escribe una suma y su resta, sin completar la familia de operaciones.',
      'No relaciona la suma y la resta de tres números.',
    ],
    [
      'Usa la familia de operaciones para encontrar el número que falta en ___ + 250 = 600.',
      'Usé la familia de operaciones para encontrar el número que falta en ___ + 250 = 600.',
    ],
    {
      id: 'ma03-07-album-de-laminas',
      tipo: 'problema',
      titulo: 'El álbum de láminas y la familia de operaciones',
      presentacion: [
        'Un álbum tiene 320 láminas. Martina ya pegó 185.',
        'Con la familia de operaciones de 185, 135 y 320 podemos saber cuántas le faltan.',
      ],
      tabla: {
        columnas: ['Números', 'Sumas', 'Restas'],
        filas: [
          ['185, 135, 320', '185 + 135 = 320', '320 − 185 = 135'],
          ['240, 160, 400', '', ''],
          ['95, 305, 400', '', ''],
        ],
      },
      materiales: ['Láminas o tarjetas', 'Cuaderno', 'Lápices de colores'],
      pasos: [
        ['Escribir', 'Escribimos las dos sumas y las dos restas de cada familia.', 3],
        ['Resolver', 'Usamos la familia para saber cuántas láminas faltan.', 3],
        ['Crear', 'Inventamos un problema con otra familia de operaciones.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 08',
    [
      'Tablas de multiplicar hasta el 10',
      'Usa las tablas de multiplicar hasta el 10 en problemas, las explica con grupos iguales y matrices y aplica la propiedad distributiva, como 7 · 6 = 5 · 6 + 2 · 6.',
      'Usa las tablas de multiplicar hasta el 10 para resolver problemas.',
      'Usa las tablas del 2, 5 y 10, pero no las otras tablas de multiplicar.',
      'No relaciona la multiplicación con grupos iguales.',
    ],
    [
      'Resuelve 8 · 7 con la propiedad distributiva: 5 · 7 más 3 · 7.',
      'Resolví 8 · 7 con la propiedad distributiva: 5 · 7 más 3 · 7.',
    ],
    {
      id: 'ma03-08-huevos-en-bandejas',
      tipo: 'problema',
      titulo: 'Huevos en bandejas: las tablas de multiplicar',
      presentacion: [
        'Una bandeja tiene 6 filas de 5 huevos. ¿Cuántos huevos hay?',
        'Es una multiplicación: 6 · 5. Con bandejas distintas practicamos las tablas de multiplicar.',
      ],
      tabla: {
        columnas: ['Filas', 'Huevos por fila', 'Multiplicación', 'Total'],
        filas: [
          ['6', '5', '6 · 5', ''],
          ['4', '7', '', ''],
          ['8', '6', '', ''],
        ],
      },
      materiales: ['Cajas de huevos vacías', 'Pelotas de papel', 'Papel cuadriculado'],
      pasos: [
        ['Armar', 'Llenamos las bandejas con pelotas de papel en filas iguales.', 3],
        ['Multiplicar', 'Escribimos la multiplicación de cada bandeja y su resultado.', 3],
        ['Descomponer', 'Usamos la propiedad distributiva para calcular 8 · 6 como 5 · 6 + 3 · 6.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 09',
    [
      'La división como reparto y agrupación en partes iguales',
      'Resuelve problemas de división como reparto y agrupación en partes iguales hasta 10 · 10 y explica su relación inversa con la multiplicación.',
      'Resuelve divisiones como reparto en partes iguales con material.',
      'Reparte objetos, pero no escribe la división.',
      'No logra repartir en partes iguales.',
    ],
    [
      'Reparte 24 lápices en 4 grupos iguales y escribe la división.',
      'Repartí 24 lápices en 4 grupos iguales y escribí la división.',
    ],
    {
      id: 'ma03-09-reparto-de-colaciones',
      tipo: 'problema',
      titulo: 'El reparto de colaciones en partes iguales',
      presentacion: [
        'Hay 36 galletas para repartir en partes iguales entre 4 mesas.',
        'También queremos agrupar 30 manzanas en bolsas de 5. ¿Cuántas bolsas salen?',
      ],
      tabla: {
        columnas: ['Total', 'Grupos', 'En cada grupo', 'División'],
        filas: [
          ['36', '4', '', '36 : 4'],
          ['30', '', '5', ''],
          ['42', '6', '', ''],
        ],
      },
      materiales: ['Fichas', 'Platos de cartón', 'Bolsas pequeñas'],
      pasos: [
        ['Repartir', 'Repartimos las fichas en partes iguales entre los platos.', 3],
        ['Agrupar', 'Hacemos grupos de 5 y contamos cuántos grupos salen.', 3],
        ['Relacionar', 'Escribimos la división y la multiplicación que la comprueba.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 10',
    [
      'Problemas con dinero y una operación',
      'Resuelve problemas de la vida diaria con dinero eligiendo la operación que corresponde (suma, resta, multiplicación o división) y explica el precio o el vuelto obtenido.',
      'Resuelve problemas con dinero de suma y de resta, como calcular un vuelto.',
      'Suma precios, pero no sabe calcular el vuelto.',
      'No logra resolver problemas con dinero.',
    ],
    [
      'Calcula el vuelto en pesos al pagar con $1.000 una compra de $650.',
      'Calculé el vuelto en pesos al pagar con $1.000 una compra de $650.',
    ],
    {
      id: 'ma03-10-la-feria-de-las-pulgas',
      tipo: 'problema',
      titulo: 'La feria del curso: precios y vueltos',
      presentacion: [
        'En la feria del curso cada producto tiene su precio en pesos.',
        'Vamos a comprar, pagar con billetes de juguete y calcular el vuelto.',
      ],
      tabla: {
        columnas: ['Producto', 'Precio', 'Pago con', 'Vuelto'],
        filas: [
          ['Pulsera', '$350', '$500', ''],
          ['Libro usado', '$800', '$1.000', ''],
          ['3 lápices', '$200 cada uno', '$1.000', ''],
        ],
      },
      materiales: ['Billetes y monedas de juguete', 'Etiquetas de precios', 'Objetos para vender'],
      pasos: [
        ['Comprar', 'Un niño compra y otro cobra el precio en pesos.', 3],
        ['Calcular', 'Elegimos la operación y calculamos el total o el vuelto.', 3],
        ['Revisar', 'Revisamos el dinero del vuelto contando las monedas.', 2],
      ],
      tareas: ['resolucion_problemas', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA03 OA 11',
    [
      'Fracciones de uso común como parte de un todo',
      'Representa 1/2, 1/3, 1/4, 2/3 y 3/4 como parte de un todo, da ejemplos de su uso y compara fracciones de igual denominador de un mismo todo.',
      'Representa un medio, un tercio y un cuarto de un todo con dibujos.',
      'Reconoce un medio, pero confunde un tercio con un cuarto.',
      'No relaciona una fracción con una parte de un todo.',
    ],
    [
      'Dobla una hoja en cuatro partes iguales y pinta tres cuartos.',
      'Doblé una hoja en cuatro partes iguales y pinté tres cuartos.',
    ],
    {
      id: 'ma03-11-la-pizza-del-curso',
      tipo: 'problema',
      titulo: 'Fracciones de una pizza de cartulina',
      presentacion: [
        'Hacemos pizzas de cartulina y las cortamos en partes iguales.',
        'Una pizza se corta en medios, otra en tercios y otra en cuartos. ¿Qué fracción come cada niño?',
      ],
      tabla: {
        columnas: ['Pizza', 'Partes iguales', 'Fracción de un trozo', 'Comemos'],
        filas: [
          ['A', '2', '1/2', ''],
          ['B', '3', '', '2/3'],
          ['C', '4', '', '3/4'],
        ],
      },
      materiales: ['Círculos de cartulina', 'Tijeras', 'Lápices de colores'],
      pasos: [
        ['Cortar', 'Doblamos y cortamos las pizzas en medios, tercios y cuartos.', 3],
        ['Nombrar', 'Escribimos la fracción de cada trozo y pintamos lo que comemos.', 3],
        ['Comparar', 'Comparamos 1/4 y 3/4 de la misma pizza y decimos cuál es mayor.', 2],
      ],
      tareas: ['maqueta', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA03 OA 12',
    [
      'Patrones numéricos en la tabla del 100',
      'Genera y describe patrones numéricos en la tabla del 100, explica la regla que los forma y los registra en una tabla.',
      'Pinta un patrón numérico en la tabla del 100 y dice su regla.',
      'Pinta números en la tabla del 100, pero no describe el patrón.',
      'No reconoce patrones numéricos.',
    ],
    [
      'Pinta los números de 4 en 4 en la tabla del 100 y describe el patrón.',
      'Pinté los números de 4 en 4 en la tabla del 100 y describí el patrón.',
    ],
    {
      id: 'ma03-12-caminos-en-la-tabla',
      tipo: 'problema',
      titulo: 'Caminos de colores en la tabla del 100',
      presentacion: [
        'En la tabla del 100, si pintamos de 5 en 5 aparecen dos columnas.',
        '¿Qué patrones numéricos aparecen al pintar de 2 en 2, de 9 en 9 o de 11 en 11?',
      ],
      tabla: {
        columnas: ['Regla', 'Primeros números', 'Patrón que se ve'],
        filas: [
          ['De 5 en 5', '5, 10, 15, 20', 'Dos columnas'],
          ['De 9 en 9', '', ''],
          ['De 11 en 11', '', ''],
        ],
      },
      materiales: ['Tablas del 100 impresas', 'Lápices de colores', 'Regla'],
      pasos: [
        ['Pintar', 'Pintamos los números de cada regla en la tabla del 100.', 3],
        ['Describir', 'Describimos el patrón numérico que se forma.', 3],
        ['Predecir', 'Predecimos qué número sigue y lo comprobamos.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'MA03 OA 13',
    [
      'Ecuaciones de un paso con un símbolo como número desconocido',
      'Resuelve ecuaciones de un paso con sumas y restas hasta 100 en que un símbolo representa el número desconocido, y comprueba la solución reemplazándolo.',
      'Resuelve ecuaciones de un paso con suma en que un símbolo es el número desconocido.',
      'Encuentra el número desconocido probando al azar, sin comprobar.',
      'No entiende qué representa el símbolo de la ecuación.',
    ],
    [
      'Resuelve la ecuación □ + 25 = 60 y comprueba el número desconocido.',
      'Resolví la ecuación □ + 25 = 60 y comprobé el número desconocido.',
    ],
    {
      id: 'ma03-13-la-bolsa-misteriosa',
      tipo: 'problema',
      titulo: 'La bolsa misteriosa: ecuaciones con un símbolo',
      presentacion: [
        'En una bolsa hay un número desconocido de fichas. Si agregamos 15, hay 42.',
        'Lo escribimos como ecuación: □ + 15 = 42. ¿Cuántas fichas había?',
      ],
      tabla: {
        columnas: ['Ecuación', 'Número desconocido', 'Comprobación'],
        filas: [
          ['□ + 15 = 42', '', ''],
          ['△ − 20 = 35', '', ''],
          ['58 − ○ = 30', '', ''],
        ],
      },
      materiales: ['Bolsas de papel', 'Fichas', 'Balanza'],
      pasos: [
        ['Plantear', 'Escribimos la ecuación de cada bolsa con un símbolo.', 3],
        ['Resolver', 'Calculamos el número desconocido con la operación inversa.', 3],
        ['Comprobar', 'Contamos las fichas de la bolsa y comprobamos la ecuación.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 14',
    [
      'Ubicación en un mapa sencillo y en una cuadrícula',
      'Describe la ubicación de objetos en un mapa sencillo o en una cuadrícula con filas y columnas, y da instrucciones para ir de un lugar a otro.',
      'Describe la ubicación de un objeto en una cuadrícula.',
      'Encuentra un lugar en el mapa, pero no describe su ubicación.',
      'No logra leer un mapa sencillo.',
    ],
    [
      'Describe en el mapa de la escuela la ubicación de la biblioteca.',
      'Describí en el mapa de la escuela la ubicación de la biblioteca.',
    ],
    {
      id: 'ma03-14-mapa-de-la-escuela',
      tipo: 'tema',
      titulo: 'El mapa de la escuela en una cuadrícula',
      presentacion: [
        'Vamos a dibujar un mapa de la escuela sobre una cuadrícula.',
        'Cada lugar tiene su ubicación: la biblioteca está en la fila 2, columna 4.',
      ],
      tabla: {
        columnas: ['Lugar', 'Fila', 'Columna'],
        filas: [
          ['Biblioteca', '2', '4'],
          ['Patio', '', ''],
          ['Comedor', '', ''],
          ['Nuestra sala', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado grande', 'Plumones', 'Regla'],
      pasos: [
        ['Dibujar', 'Dibujamos el mapa de la escuela en la cuadrícula.', 4],
        ['Ubicar', 'Anotamos la fila y la columna de cada lugar del mapa.', 2],
        ['Guiar', 'Damos instrucciones para ir de la sala a la biblioteca por el mapa.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA03 OA 15',
    [
      'Redes de cuerpos geométricos',
      'Arma figuras 3D a partir de sus redes y despliega cuerpos para obtener su red, y predice qué cuerpo se forma con una red dada.',
      'Arma el cubo y el paralelepípedo a partir de la red de cada cuerpo.',
      'Despliega una caja, pero no reconoce qué red corresponde a cada cuerpo.',
      'No relaciona las redes con los cuerpos geométricos.',
    ],
    ['Despliega una caja y dibuja la red de ese cuerpo.', 'Desplegué una caja y dibujé la red de ese cuerpo.'],
    {
      id: 'ma03-15-cajas-desplegadas',
      tipo: 'tema',
      titulo: 'Cajas desplegadas: la red de una figura 3D',
      presentacion: [
        'Una caja de remedios es una figura 3D. Si la abrimos por las aristas queda plana: esa es su red.',
        'Vamos a desplegar cajas y a armar cuerpos a partir de redes.',
      ],
      materiales: ['Cajas de remedios y de fósforos', 'Cartulina', 'Tijeras', 'Pegamento'],
      pasos: [
        ['Desplegar', 'Abrimos una caja con cuidado y dibujamos la red de ese cuerpo geométrico.', 3],
        ['Armar', 'Recortamos la red de un cubo y armamos la figura 3D.', 3],
        ['Predecir', 'Miramos redes dibujadas y decimos qué cuerpo forma cada una.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA03 OA 16',
    [
      'Caras, aristas y vértices de cuerpos geométricos',
      'Describe cubos, paralelepípedos, esferas, conos, cilindros y pirámides según la forma de sus caras y el número de aristas y vértices, y los compara.',
      'Cuenta las caras, aristas y vértices de un cubo y una pirámide.',
      'Cuenta bien las caras, pero confunde aristas y vértices.',
      'No distingue caras, aristas ni vértices.',
    ],
    [
      'Cuenta las caras, las aristas y los vértices de una pirámide.',
      'Conté las caras, las aristas y los vértices de una pirámide.',
    ],
    {
      id: 'ma03-16-cuerpos-con-bombillas',
      tipo: 'problema',
      titulo: 'Cuerpos con bombillas: aristas y vértices',
      presentacion: [
        'Con bombillas y plasticina armamos el esqueleto de un cubo y de una pirámide.',
        'Las bombillas son las aristas y las bolitas son los vértices.',
      ],
      tabla: {
        columnas: ['Cuerpo', 'Caras', 'Aristas', 'Vértices'],
        filas: [
          ['Cubo', '', '', ''],
          ['Paralelepípedo', '', '', ''],
          ['Pirámide de base cuadrada', '', '', ''],
        ],
      },
      materiales: ['Bombillas', 'Plasticina', 'Cuerpos geométricos de madera'],
      pasos: [
        ['Armar', 'Armamos cada cuerpo con bombillas y plasticina.', 4],
        ['Contar', 'Contamos caras, aristas y vértices y completamos la tabla.', 3],
        ['Comparar', 'Comparamos el cubo y la pirámide según la forma de sus caras.', 2],
      ],
      tareas: ['maqueta', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 17',
    [
      'Traslación, reflexión y rotación de figuras en el entorno',
      'Reconoce en el entorno figuras que han sido trasladadas, reflejadas o rotadas, y explica qué movimiento las produjo en cada caso.',
      'Reconoce una traslación, una reflexión y una rotación en dibujos.',
      'Reconoce la reflexión en un espejo, pero confunde la traslación con la rotación.',
      'No reconoce una traslación, una reflexión ni una rotación en el entorno.',
    ],
    [
      'Reconoce una reflexión en un diseño de baldosas y explica por qué.',
      'Reconocí una reflexión en un diseño de baldosas y expliqué por qué.',
    ],
    {
      id: 'ma03-17-guardas-y-baldosas',
      tipo: 'tema',
      titulo: 'Traslación, reflexión y rotación en guardas y baldosas',
      presentacion: [
        'En las baldosas, las rejas y los tejidos hay figuras repetidas.',
        'A veces la figura se desliza (traslación), a veces se da vuelta como en un espejo (reflexión) y a veces gira (rotación).',
      ],
      tabla: {
        columnas: ['Lugar', 'Figura', 'Movimiento'],
        filas: [
          ['Baldosa del pasillo', '', ''],
          ['Reja', '', ''],
          ['Tejido', '', ''],
        ],
      },
      materiales: ['Fotografías del entorno', 'Espejos pequeños', 'Figuras de cartulina'],
      pasos: [
        ['Buscar', 'Buscamos figuras repetidas en la escuela y las fotografiamos o dibujamos.', 3],
        ['Clasificar', 'Decimos si cada una es traslación, reflexión o rotación.', 3],
        ['Mostrar', 'Movemos una figura de cartulina para mostrar la rotación.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA03 OA 18',
    [
      'Ángulos del entorno estimados con 45° y 90°',
      'Reconoce ángulos en el entorno y estima su medida comparándolos con un ángulo recto de 90° y uno de 45°, y dice si son mayores o menores.',
      'Reconoce el ángulo recto en el entorno y lo compara con otros ángulos.',
      'Reconoce ángulos en dibujos, pero no estima su medida.',
      'No reconoce un ángulo.',
    ],
    [
      'Compara un ángulo de la sala con la esquina de una hoja, que mide 90°.',
      'Comparé un ángulo de la sala con la esquina de una hoja, que mide 90°.',
    ],
    {
      id: 'ma03-18-cazadores-de-angulos',
      tipo: 'problema',
      titulo: 'Cazadores de ángulos con una esquina de papel',
      presentacion: [
        'La esquina de una hoja es un ángulo recto de 90°. Si la doblamos por la mitad, tenemos un ángulo de 45°.',
        'Vamos a estimar los ángulos de la sala con estas dos referencias.',
      ],
      tabla: {
        columnas: ['Ángulo', 'Menor que 45°', 'Entre 45° y 90°', 'Mayor que 90°'],
        filas: [
          ['Tijera abierta', '', '', ''],
          ['Puerta entreabierta', '', '', ''],
          ['Esquina de la mesa', '', '', ''],
        ],
      },
      materiales: ['Hojas de papel', 'Tijeras', 'Palitos de helado con un chinche'],
      pasos: [
        ['Doblar', 'Doblamos la hoja para tener un ángulo de 90° y otro de 45°.', 2],
        ['Estimar', 'Comparamos cada ángulo de la sala con las esquinas de papel.', 4],
        ['Anotar', 'Marcamos en la tabla si el ángulo es menor o mayor.', 2],
      ],
      tareas: ['resolucion_problemas', 'investigacion'],
    },
  ),
  instrumento(
    'MA03 OA 19',
    [
      'Calendarios y líneas de tiempo',
      'Lee e interpreta calendarios y líneas de tiempo: calcula cuánto falta para una fecha y ordena hechos en una línea de tiempo con una escala.',
      'Lee un calendario y ubica hechos en una línea de tiempo.',
      'Lee fechas en el calendario, pero no ordena hechos en la línea de tiempo.',
      'No logra leer un calendario ni una línea de tiempo.',
    ],
    [
      'Hace una línea de tiempo de su vida con un año entre cada marca.',
      'Hice una línea de tiempo de mi vida con un año entre cada marca.',
    ],
    {
      id: 'ma03-19-linea-de-tiempo-de-mi-vida',
      tipo: 'tema',
      titulo: 'La línea de tiempo de mi vida',
      presentacion: [
        'Una línea de tiempo muestra hechos en orden, con marcas a la misma distancia.',
        'Vamos a hacer la línea de tiempo de nuestra vida y buscar fechas en el calendario.',
      ],
      tabla: {
        columnas: ['Año', 'Edad', 'Hecho'],
        filas: [
          ['', '0', 'Nací'],
          ['', '1', ''],
          ['', '5', 'Entré al jardín infantil'],
          ['', '8', ''],
        ],
      },
      materiales: ['Tiras de cartulina', 'Regla', 'Fotografías', 'Calendario'],
      pasos: [
        ['Marcar', 'Marcamos en la tira un año cada 3 centímetros.', 3],
        ['Ubicar', 'Ponemos cada hecho en su año de la línea de tiempo.', 3],
        ['Leer', 'Buscamos en el calendario cuántos días faltan para nuestro cumpleaños.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA03 OA 20',
    [
      'La hora en relojes análogos y digitales',
      'Lee y anota la hora en horas, medias horas, cuartos de hora y minutos en relojes análogos y digitales, y pasa de uno a otro.',
      'Lee la hora en un reloj análogo en horas, medias horas y cuartos de hora.',
      'Lee la hora en punto, pero confunde los minutos.',
      'No logra leer la hora en un reloj.',
    ],
    [
      'Lee en un reloj análogo las 10 y cuarto y la escribe como 10:15.',
      'Leí en un reloj análogo las 10 y cuarto y la escribí como 10:15.',
    ],
    {
      id: 'ma03-20-relojes-de-carton',
      tipo: 'problema',
      titulo: 'Relojes de cartón: horas, cuartos de hora y minutos',
      presentacion: [
        'Cada grupo arma un reloj análogo de cartón con dos punteros.',
        'Vamos a mostrar la hora del horario del curso y escribirla como en un reloj digital.',
      ],
      tabla: {
        columnas: ['Actividad', 'Reloj análogo', 'Reloj digital'],
        filas: [
          ['Entrada', 'Las ocho', '8:00'],
          ['Recreo', 'Las diez y cuarto', ''],
          ['Almuerzo', '', '13:30'],
          ['Salida', 'Quince para las cuatro', ''],
        ],
      },
      materiales: ['Platos de cartón', 'Chinches mariposa', 'Cartulina', 'Reloj de la sala'],
      pasos: [
        ['Armar', 'Armamos el reloj con los números y los punteros.', 3],
        ['Mostrar', 'Mostramos cada hora del horario en el reloj de cartón.', 3],
        ['Escribir', 'Escribimos la hora como en un reloj digital, con horas y minutos.', 2],
      ],
      tareas: ['maqueta', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA03 OA 21',
    [
      'El perímetro de figuras del entorno',
      'Mide el perímetro de figuras regulares e irregulares del entorno y calcula el de cuadrados y rectángulos sumando sus lados, y explica qué representa.',
      'Calcula el perímetro de un rectángulo sumando sus cuatro lados.',
      'Mide algunos lados, pero no los suma para obtener el perímetro.',
      'No sabe qué es el perímetro.',
    ],
    ['Mide los lados de su cuaderno y calcula su perímetro.', 'Medí los lados de mi cuaderno y calculé su perímetro.'],
    {
      id: 'ma03-21-cerco-para-el-huerto',
      tipo: 'problema',
      titulo: 'El perímetro del huerto escolar',
      presentacion: [
        'El huerto de la escuela es un rectángulo de 6 metros de largo y 4 metros de ancho.',
        'Queremos ponerle una cerca alrededor. ¿Cuántos metros de cerca necesitamos? Es su perímetro.',
      ],
      tabla: {
        columnas: ['Objeto', 'Lados medidos', 'Perímetro'],
        filas: [
          ['Huerto', '6 m, 4 m, 6 m, 4 m', ''],
          ['Cuaderno', '', ''],
          ['Mesa', '', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Regla', 'Lana'],
      pasos: [
        ['Medir', 'Medimos los lados del cuaderno y de la mesa.', 3],
        ['Calcular', 'Sumamos los lados para calcular cada perímetro.', 3],
        ['Comprobar', 'Rodeamos la mesa con lana y comparamos con el perímetro calculado.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 22',
    [
      'Masa en gramos y kilogramos',
      'Mide y compara la masa de objetos en gramos y kilogramos, estima con referentes, sabe que 1 kilogramo son 1.000 gramos y resuelve problemas.',
      'Mide la masa de objetos con una balanza en gramos o kilogramos.',
      'Compara qué objeto pesa más, pero no mide la masa.',
      'No distingue gramos de kilogramos.',
    ],
    [
      'Estima la masa de una fruta en gramos y la comprueba con la balanza.',
      'Estimé la masa de una fruta en gramos y la comprobé con la balanza.',
    ],
    {
      id: 'ma03-22-la-canasta-de-la-feria',
      tipo: 'problema',
      titulo: 'La masa de los productos de la canasta',
      presentacion: [
        'Traemos a la sala productos del almacén: arroz, fruta, un tarro y una bolsa de azúcar.',
        'Vamos a estimar su masa en gramos o kilogramos y medirla con una balanza.',
      ],
      tabla: {
        columnas: ['Producto', 'Estimación', 'Masa medida'],
        filas: [
          ['Manzana', '', ''],
          ['Paquete de arroz', '', ''],
          ['Tarro de atún', '', ''],
        ],
      },
      materiales: ['Balanza de cocina', 'Productos del almacén', 'Bolsa de 1 kg de azúcar como referente'],
      pasos: [
        ['Estimar', 'Tomamos cada producto y estimamos su masa con el kilo de azúcar como referente.', 3],
        ['Medir', 'Medimos la masa en la balanza y la anotamos en gramos.', 3],
        ['Convertir', 'Juntamos productos hasta llegar a 1 kilogramo, es decir, 1.000 gramos.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 23',
    [
      'Encuesta, tabla y gráfico de barra',
      'Hace una encuesta, clasifica y organiza los datos en una tabla y los muestra en un gráfico de barra con título y ejes, y saca una conclusión.',
      'Organiza los datos de una encuesta en una tabla y en un gráfico de barra.',
      'Anota los datos de la encuesta, pero no hace el gráfico de barra.',
      'No organiza los datos de una encuesta.',
    ],
    [
      'Hace una encuesta al curso y muestra los datos en un gráfico de barra.',
      'Hice una encuesta al curso y mostré los datos en un gráfico de barra.',
    ],
    {
      id: 'ma03-23-encuesta-de-deportes',
      tipo: 'problema',
      titulo: 'Encuesta del deporte favorito del curso',
      presentacion: [
        'Queremos saber qué deporte prefiere el curso para el día del deporte.',
        'Vamos a hacer una encuesta, anotar los datos en una tabla y hacer un gráfico de barra.',
      ],
      tabla: {
        columnas: ['Deporte', 'Conteo', 'Total'],
        filas: [
          ['Fútbol', '', ''],
          ['Básquetbol', '', ''],
          ['Natación', '', ''],
          ['Atletismo', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores', 'Papelógrafo'],
      pasos: [
        ['Encuestar', 'Preguntamos a cada compañero y anotamos su respuesta en la tabla.', 3],
        ['Graficar', 'Hacemos el gráfico de barra con título y nombres en los ejes.', 3],
        ['Concluir', 'Decimos qué deporte ganó la encuesta y por cuántos votos.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA03 OA 24',
    [
      'Resultados de juegos de azar con dados y monedas',
      'Anota y ordena los resultados de juegos de azar con dados y monedas, identifica el menor y el mayor valor y estima el punto medio entre ellos.',
      'Ordena los resultados de un juego con dados y dice el menor y el mayor valor.',
      'Anota los resultados de los dados, pero no los ordena.',
      'No registra los resultados de un juego de azar.',
    ],
    [
      'Ordena las sumas de dos dados y dice cuál fue el mayor y el menor valor.',
      'Ordené las sumas de dos dados y dije cuál fue el mayor y el menor valor.',
    ],
    {
      id: 'ma03-24-suma-de-dos-dados',
      tipo: 'problema',
      titulo: 'Juegos de azar: la suma de dos dados',
      presentacion: [
        'En un juego de azar lanzamos dos dados y sumamos los puntos.',
        'Lanzamos 15 veces, ordenamos los resultados y buscamos el menor, el mayor y el punto medio.',
      ],
      tabla: {
        columnas: ['Lanzamiento', 'Dado 1', 'Dado 2', 'Suma'],
        filas: [
          ['1', '', '', ''],
          ['2', '', '', ''],
          ['3', '', '', ''],
          ['4', '', '', ''],
        ],
      },
      materiales: ['Dados', 'Monedas', 'Cuaderno'],
      pasos: [
        ['Lanzar', 'Lanzamos los dados y anotamos cada suma en la tabla.', 3],
        ['Ordenar', 'Ordenamos las sumas de menor a mayor.', 3],
        ['Estimar', 'Decimos el menor valor, el mayor valor y un número al medio de ellos.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA03 OA 25',
    [
      'Pictogramas y gráficos de barra simple con escala',
      'Elabora, lee e interpreta pictogramas y gráficos de barra simple con escala a partir de datos reunidos, y explica cómo la escala cambia la lectura.',
      'Elabora un gráfico de barra con escala de 2 y lo lee.',
      'Lee un pictograma con escala, pero no elabora un gráfico.',
      'No usa la escala al leer un pictograma o un gráfico de barra.',
    ],
    [
      'Hace un gráfico de barra con escala de 5 y lee sus datos.',
      'Hice un gráfico de barra con escala de 5 y leí sus datos.',
    ],
    {
      id: 'ma03-25-libros-leidos',
      tipo: 'problema',
      titulo: 'Gráfico de barra con escala de los libros leídos',
      presentacion: [
        'En el mes, los cursos de la escuela leyeron muchos libros.',
        'Como los números son grandes, el gráfico de barra usará una escala de 5 libros por cuadro.',
      ],
      tabla: {
        columnas: ['Curso', 'Libros leídos'],
        filas: [
          ['3° A', '35'],
          ['3° B', '50'],
          ['4° A', '45'],
          ['4° B', '20'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Regla', 'Lápices de colores'],
      pasos: [
        ['Elegir la escala', 'Decidimos que cada cuadro vale 5 libros.', 2],
        ['Graficar', 'Dibujamos las barras de cada curso según la escala.', 4],
        ['Interpretar', 'Hacemos el mismo dato en un pictograma y comparamos las dos lecturas.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA03 OA 26',
    [
      'Diagrama de puntos',
      'Representa datos en un diagrama de puntos con una escala ordenada, lee dónde se juntan más puntos y saca conclusiones sobre los datos.',
      'Representa datos en un diagrama de puntos y dice qué valor se repite más.',
      'Pone puntos en el diagrama, pero sin ordenar los valores.',
      'No logra representar datos en un diagrama de puntos.',
    ],
    [
      'Hace un diagrama de puntos con el número de hermanos de sus compañeros.',
      'Hice un diagrama de puntos con el número de hermanos de mis compañeros.',
    ],
    {
      id: 'ma03-26-cuantos-hermanos',
      tipo: 'problema',
      titulo: '¿Cuántos hermanos tienes? Un diagrama de puntos',
      presentacion: [
        'Preguntamos a cada compañero cuántos hermanos tiene.',
        'Vamos a representar las respuestas en un diagrama de puntos: un punto por cada niño sobre su número.',
      ],
      tabla: {
        columnas: ['Hermanos', 'Niños'],
        filas: [
          ['0', '5'],
          ['1', '11'],
          ['2', '8'],
          ['3', '4'],
          ['4 o más', '2'],
        ],
      },
      materiales: ['Papelógrafo', 'Autoadhesivos redondos', 'Regla'],
      pasos: [
        ['Preguntar', 'Preguntamos y anotamos cuántos hermanos tiene cada uno.', 2],
        ['Representar', 'Dibujamos la línea con los números y ponemos un punto por cada niño.', 4],
        ['Leer', 'Decimos qué número tiene más puntos en el diagrama.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
]

/** 4° Básico. */
export const matematica04 = [
  instrumento(
    'MA04 OA 01',
    [
      'Números hasta 10.000 y su valor posicional',
      'Lee, escribe, compara y ordena números hasta 10.000, explica el valor posicional de cada dígito, incluidas las unidades de mil, y los descompone en forma aditiva.',
      'Compara y ordena números hasta 10.000 usando el valor posicional.',
      'Reconoce las unidades de mil, pero se equivoca al comparar y ordenar números de cuatro cifras.',
      'No reconoce el valor posicional de los dígitos en números de cuatro cifras.',
    ],
    [
      'Ordena cuatro números de cuatro cifras mirando primero las unidades de mil.',
      'Ordené cuatro números de cuatro cifras mirando primero las unidades de mil.',
    ],
    {
      id: 'ma04-01-habitantes-de-pueblos',
      tipo: 'problema',
      titulo: 'Comparar y ordenar los habitantes de cuatro pueblos',
      presentacion: [
        'Cuatro pueblos del sur de Chile tienen entre 1.000 y 10.000 habitantes.',
        'Vamos a escribir estos números en la tabla de valor posicional y ordenarlos de mayor a menor.',
      ],
      tabla: {
        columnas: ['Pueblo', 'Habitantes', 'Unidades de mil', 'Centenas', 'Decenas', 'Unidades'],
        filas: [
          ['A', '4.705', '', '', '', ''],
          ['B', '7.450', '', '', '', ''],
          ['C', '4.570', '', '', '', ''],
          ['D', '9.038', '', '', '', ''],
        ],
      },
      materiales: ['Tabla de valor posicional', 'Bloques multibase', 'Cuaderno'],
      pasos: [
        [
          'Descomponer',
          'Escribimos cada número en la tabla de valor posicional y como suma: 4.705 = 4.000 + 700 + 5.',
          3,
        ],
        ['Comparar', 'Comparamos los números mirando primero las unidades de mil.', 3],
        ['Ordenar', 'Ordenamos los pueblos de mayor a menor y explicamos cómo lo decidimos.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 02',
    [
      'Cálculo mental: doblar, dividir por 2 y el doble del doble',
      'Usa y explica estrategias de cálculo mental para multiplicar y dividir hasta 10 · 10, como doblar, dividir por 2, descomponer y usar el doble del doble.',
      'Usa el doble del doble para multiplicar por 4 con cálculo mental.',
      'Sabe doblar un número, pero no usa esa estrategia de cálculo mental para multiplicar.',
      'No usa ninguna estrategia de cálculo mental para multiplicar.',
    ],
    [
      'Calcula 4 · 7 con el doble del doble y explica su estrategia de cálculo mental.',
      'Calculé 4 · 7 con el doble del doble y expliqué mi estrategia de cálculo mental.',
    ],
    {
      id: 'ma04-02-concurso-de-calculo',
      tipo: 'problema',
      titulo: 'Concurso de cálculo mental con el doble del doble',
      presentacion: [
        'Para multiplicar por 4 podemos usar el doble del doble: 4 · 8 es el doble de 16.',
        'Para dividir por 4 podemos dividir por 2 dos veces. Vamos a competir usando estas estrategias de cálculo mental.',
      ],
      tabla: {
        columnas: ['Cálculo', 'Estrategia', 'Resultado'],
        filas: [
          ['4 · 9', 'Doble del doble', ''],
          ['8 · 6', '', ''],
          ['36 : 4', 'Dividir por 2 dos veces', ''],
          ['5 · 8', '', ''],
        ],
      },
      materiales: ['Tarjetas con cálculos', 'Pizarras individuales', 'Cronómetro'],
      pasos: [
        ['Calcular', 'Resolvemos cada tarjeta con cálculo mental, sin lápiz.', 3],
        ['Explicar', 'Contamos si usamos doblar, dividir por 2 o el doble del doble.', 3],
        ['Comprobar', 'Comprobamos con las tablas de multiplicar.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA04 OA 03',
    [
      'Suma y resta hasta 1.000 con estimación y algoritmo',
      'Resuelve problemas rutinarios y no rutinarios de suma y resta hasta 1.000, hace una estimación antes de calcular y aplica el algoritmo, comparando ambos resultados.',
      'Aplica el algoritmo de la suma y la resta y hace una estimación del resultado.',
      'Aplica el algoritmo de la suma, pero no hace una estimación para revisar.',
      'No logra resolver problemas de suma y resta con números hasta 1.000.',
    ],
    [
      'Hace una estimación de una suma y la compara con el resultado del algoritmo.',
      'Hice una estimación de una suma y la comparé con el resultado del algoritmo.',
    ],
    {
      id: 'ma04-03-viaje-de-estudios',
      tipo: 'problema',
      titulo: 'Suma y resta para el viaje de estudios',
      presentacion: [
        'El curso viaja en bus a un parque: el primer tramo tiene 386 km y el segundo 247 km.',
        'El bus puede recorrer 900 km con un estanque. ¿Le alcanza para ir y volver? Usaremos estimación, suma y resta.',
      ],
      tabla: {
        columnas: ['Cálculo', 'Estimación', 'Algoritmo'],
        filas: [
          ['386 + 247', '', ''],
          ['900 − 633', '', ''],
          ['633 + 633', '', ''],
        ],
      },
      materiales: ['Mapa de Chile', 'Cuaderno', 'Calculadora para comprobar'],
      pasos: [
        ['Estimar', 'Redondeamos los números y hacemos una estimación de cada suma y resta.', 2],
        ['Calcular', 'Aplicamos el algoritmo de la suma y la resta.', 4],
        ['Decidir', 'Comparamos con la estimación y respondemos si el bus necesita cargar combustible.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 04',
    [
      'Propiedades del 0 y del 1 en la multiplicación y la división',
      'Justifica con ejemplos y material las propiedades del 0 y del 1 en la multiplicación (multiplicar por cero da 0, multiplicar por uno no cambia el número) y la del 1 en la división.',
      'Aplica las propiedades del 0 y del 1 en la multiplicación y explica una.',
      'Sabe multiplicar por uno, pero cree que multiplicar por cero no cambia el número.',
      'No reconoce las propiedades del 0 y del 1 en la multiplicación.',
    ],
    [
      'Explica con cajas vacías por qué multiplicar por cero da 0.',
      'Expliqué con cajas vacías por qué multiplicar por cero da 0.',
    ],
    {
      id: 'ma04-04-cajas-vacias',
      tipo: 'problema',
      titulo: 'Cajas vacías y cajas con uno: propiedades del 0 y del 1',
      presentacion: [
        'Si tenemos 6 cajas y cada una tiene 0 lápices, ¿cuántos lápices hay? Es 6 · 0.',
        'Si tenemos 6 cajas con 1 lápiz cada una, hay 6 · 1. Vamos a descubrir las propiedades del 0 y del 1.',
      ],
      tabla: {
        columnas: ['Multiplicación o división', 'Con material', 'Resultado'],
        filas: [
          ['6 · 0', '6 cajas vacías', ''],
          ['6 · 1', '6 cajas con un lápiz', ''],
          ['9 : 1', '9 lápices en 1 caja', ''],
          ['0 · 25', '', ''],
        ],
      },
      materiales: ['Cajas pequeñas', 'Lápices', 'Cuaderno'],
      pasos: [
        ['Representar', 'Armamos cada multiplicación con cajas y lápices.', 3],
        ['Descubrir', 'Escribimos qué pasa al multiplicar por cero y al multiplicar por uno.', 3],
        ['Justificar', 'Explicamos las propiedades del 0 y del 1 con un ejemplo propio.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA04 OA 05',
    [
      'Multiplicación de tres dígitos por un dígito',
      'Resuelve multiplicaciones de tres dígitos por un dígito con el algoritmo, con la propiedad distributiva y con estimación, y las usa en problemas rutinarios.',
      'Multiplica un número de tres dígitos por uno de un dígito con el algoritmo.',
      'Multiplica por un dígito con la propiedad distributiva, pero se equivoca en el algoritmo.',
      'No logra multiplicar números de tres dígitos.',
    ],
    [
      'Calcula 238 · 4 con el algoritmo de la multiplicación y lo comprueba.',
      'Calculé 238 · 4 con el algoritmo de la multiplicación y lo comprobé.',
    ],
    {
      id: 'ma04-05-cajas-de-jugos',
      tipo: 'problema',
      titulo: 'Multiplicación de tres dígitos: las cajas de jugo',
      presentacion: [
        'Una escuela compra jugos para la colación: cada caja trae 125 jugos y compra 6 cajas.',
        'Para saber cuántos jugos son hay que multiplicar 125 · 6, una multiplicación de tres dígitos por un dígito.',
      ],
      tabla: {
        columnas: ['Producto', 'Por caja', 'Cajas', 'Total'],
        filas: [
          ['Jugos', '125', '6', ''],
          ['Galletas', '248', '4', ''],
          ['Frutas', '312', '3', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Cuaderno', 'Papel cuadriculado'],
      pasos: [
        ['Estimar', 'Estimamos el resultado de cada multiplicación redondeando.', 2],
        ['Descomponer', 'Calculamos con la propiedad distributiva: 125 · 6 = 100 · 6 + 25 · 6.', 3],
        ['Aplicar el algoritmo', 'Resolvemos con el algoritmo de la multiplicación y comparamos.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 06',
    [
      'División de dividendos de dos dígitos: dividendo, divisor y cociente',
      'Resuelve divisiones de un dividendo de dos dígitos por un divisor de un dígito con el algoritmo, estima el cociente y lo comprueba con la multiplicación.',
      'Resuelve la división con el algoritmo y nombra el dividendo, el divisor y el cociente.',
      'Reparte en partes iguales, pero no aplica el algoritmo de la división.',
      'No logra resolver una división.',
    ],
    [
      'Divide 84 en 4 partes, nombra el cociente y lo comprueba multiplicando.',
      'Dividí 84 en 4 partes, nombré el cociente y lo comprobé multiplicando.',
    ],
    {
      id: 'ma04-06-equipos-del-campeonato',
      tipo: 'problema',
      titulo: 'La división de los equipos del campeonato',
      presentacion: [
        'En el campeonato participan 96 niños y hay que formar equipos iguales.',
        'Si cada equipo tiene 8 niños, ¿cuántos equipos hay? El dividendo es 96, el divisor es 8 y buscamos el cociente.',
      ],
      tabla: {
        columnas: ['Dividendo', 'Divisor', 'Cociente', 'Comprobación'],
        filas: [
          ['96', '8', '', ''],
          ['75', '5', '', ''],
          ['84', '6', '', ''],
        ],
      },
      materiales: ['Fichas', 'Bloques multibase', 'Cuaderno'],
      pasos: [
        ['Estimar', 'Estimamos el cociente con las tablas de multiplicar.', 2],
        ['Dividir', 'Descomponemos el dividendo y aplicamos el algoritmo de la división.', 4],
        ['Comprobar', 'Multiplicamos el cociente por el divisor para comprobar.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 07',
    [
      'Problemas con dinero: elegir la operación',
      'Resuelve problemas rutinarios y no rutinarios con dinero, elige la operación adecuada para calcular precios, totales y vueltos en pesos y explica su elección.',
      'Resuelve problemas con dinero eligiendo la operación adecuada.',
      'Calcula el precio total en pesos, pero se equivoca al elegir la operación del vuelto.',
      'No logra elegir una operación para resolver problemas con dinero.',
    ],
    [
      'Calcula cuánto dinero falta para comprar un producto y explica qué operación usó.',
      'Calculé cuánto dinero falta para comprar un producto y expliqué qué operación usé.',
    ],
    {
      id: 'ma04-07-ahorro-para-una-pelota',
      tipo: 'problema',
      titulo: 'Problemas con dinero: ahorrar para una pelota',
      presentacion: [
        'Diego quiere comprar una pelota que cuesta $8.500. Tiene $3.200 y ahorra $900 cada semana.',
        'Vamos a resolver este problema con dinero y otros precios de la lista.',
      ],
      tabla: {
        columnas: ['Semana', 'Ahorro de la semana', 'Dinero reunido'],
        filas: [
          ['0', '', '$3.200'],
          ['1', '$900', ''],
          ['2', '$900', ''],
          ['3', '$900', ''],
        ],
      },
      materiales: ['Billetes y monedas de juguete', 'Catálogos de supermercado', 'Cuaderno'],
      pasos: [
        ['Leer', 'Identificamos los datos del problema y la pregunta.', 2],
        ['Resolver', 'Elegimos la operación y calculamos cuántas semanas faltan.', 4],
        ['Crear', 'Inventamos un problema de dinero con los precios del catálogo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 08',
    [
      'Fracciones como parte de un todo y en la recta numérica',
      'Representa fracciones de denominador 2 a 100 como parte de un todo, de un grupo y como punto de la recta numérica, y las compara y ordena justificando.',
      'Representa fracciones en la recta numérica y compara dos fracciones.',
      'Representa fracciones como parte de un todo, pero no en la recta numérica.',
      'No relaciona fracciones con partes de un todo.',
    ],
    [
      'Ubica 3/4 y 2/8 en la recta numérica y dice cuál fracción es mayor.',
      'Ubiqué 3/4 y 2/8 en la recta numérica y dije cuál fracción es mayor.',
    ],
    {
      id: 'ma04-08-cuerda-de-fracciones',
      tipo: 'problema',
      titulo: 'Fracciones en una recta numérica de cordel',
      presentacion: [
        'Colgamos un cordel de un metro en la sala: es una recta numérica del 0 al 1.',
        'Cada grupo recibe tarjetas con fracciones y debe colgarlas en su lugar.',
      ],
      tabla: {
        columnas: ['Fracción', 'Entre qué marcas va', '¿Mayor o menor que 1/2?'],
        filas: [
          ['1/4', '', ''],
          ['3/5', '', ''],
          ['5/8', '', ''],
          ['7/10', '', ''],
        ],
      },
      materiales: ['Cordel de un metro', 'Perros de ropa', 'Tarjetas con fracciones', 'Regla'],
      pasos: [
        ['Medir', 'Dividimos el cordel en partes iguales según el denominador de cada fracción.', 3],
        ['Ubicar', 'Colgamos cada fracción en su punto de la recta numérica.', 3],
        ['Ordenar', 'Ordenamos las fracciones de menor a mayor y explicamos por qué.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 09',
    [
      'Suma y resta de fracciones de igual denominador',
      'Suma y resta fracciones de igual denominador en forma concreta, pictórica y simbólica al resolver problemas, y explica por qué el denominador no cambia.',
      'Suma y resta fracciones de igual denominador con dibujos y símbolos.',
      'Suma fracciones de igual denominador, pero también suma los denominadores.',
      'No logra sumar fracciones de igual denominador.',
    ],
    [
      'Usa una tira de papel para sumar fracciones como 3/8 + 2/8 y escribe la suma de fracciones.',
      'Usé una tira de papel para sumar fracciones como 3/8 + 2/8 y escribí la suma de fracciones.',
    ],
    {
      id: 'ma04-09-la-pizza-compartida',
      tipo: 'problema',
      titulo: 'Sumar fracciones de una pizza compartida',
      presentacion: [
        'Una pizza está cortada en 8 trozos iguales. Ana come 3/8 y Luis come 2/8.',
        '¿Qué fracción comieron entre los dos? ¿Qué fracción sobró? Son fracciones de igual denominador.',
      ],
      tabla: {
        columnas: ['Operación', 'Dibujo', 'Resultado'],
        filas: [
          ['3/8 + 2/8', '', ''],
          ['1 − 5/8', '', ''],
          ['4/10 + 3/10', '', ''],
        ],
      },
      materiales: ['Círculos de cartulina divididos en octavos', 'Tiras de papel', 'Lápices de colores'],
      pasos: [
        ['Pintar', 'Pintamos los trozos de cada niño en el círculo.', 2],
        ['Sumar', 'Escribimos la suma de fracciones y su resultado.', 3],
        ['Restar', 'Calculamos la resta de fracciones para saber cuánto sobró.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 10',
    [
      'Fracciones propias y números mixtos hasta el 5',
      'Reconoce, escribe y representa fracciones propias y números mixtos hasta el 5 en forma concreta, pictórica y simbólica, y los usa para resolver problemas.',
      'Representa números mixtos y fracciones propias con dibujos.',
      'Reconoce fracciones propias, pero no escribe números mixtos.',
      'No distingue una fracción propia de un número mixto.',
    ],
    [
      'Escribe como número mixto la cantidad de tortas que quedan en la mesa.',
      'Escribí como número mixto la cantidad de tortas que quedan en la mesa.',
    ],
    {
      id: 'ma04-10-tortas-de-la-fiesta',
      tipo: 'problema',
      titulo: 'Números mixtos en la fiesta del curso',
      presentacion: [
        'Después de la fiesta quedaron 2 tortas enteras y 3/4 de otra: son 2 3/4 tortas, un número mixto.',
        'Vamos a representar con círculos de cartulina lo que sobró de cada alimento.',
      ],
      tabla: {
        columnas: ['Alimento', 'Enteros', 'Fracción propia', 'Número mixto'],
        filas: [
          ['Tortas', '2', '3/4', '2 3/4'],
          ['Pizzas', '1', '5/8', ''],
          ['Queques', '3', '1/2', ''],
        ],
      },
      materiales: ['Círculos de cartulina', 'Tijeras', 'Lápices de colores'],
      pasos: [
        ['Representar', 'Armamos con círculos las partes enteras y las fracciones propias.', 3],
        ['Escribir', 'Escribimos cada cantidad como número mixto.', 3],
        ['Comparar', 'Decimos de qué alimento sobró más.', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA04 OA 11',
    [
      'Decimales hasta los centésimos',
      'Describe y representa decimales hasta los centésimos con cuadrículas y dinero, explica el valor de décimos y centésimos y compara y ordena números decimales.',
      'Representa decimales con décimos y centésimos y los compara.',
      'Lee números decimales, pero confunde décimos y centésimos.',
      'No reconoce qué representa un número decimal.',
    ],
    [
      'Pinta 0,35 en una cuadrícula de 100 y dice cuántos décimos y centésimos tiene.',
      'Pinté 0,35 en una cuadrícula de 100 y dije cuántos décimos y centésimos tiene.',
    ],
    {
      id: 'ma04-11-salto-largo',
      tipo: 'problema',
      titulo: 'Decimales del salto largo',
      presentacion: [
        'En el salto largo del día del deporte medimos los saltos en metros con decimales.',
        'Vamos a representar las marcas con décimos y centésimos y ordenarlas.',
      ],
      tabla: {
        columnas: ['Niño', 'Salto (m)', 'Décimos', 'Centésimos'],
        filas: [
          ['Amanda', '2,35', '', ''],
          ['Pedro', '2,53', '', ''],
          ['Sofía', '2,5', '', ''],
          ['Lucas', '2,08', '', ''],
        ],
      },
      materiales: ['Huincha de medir', 'Cuadrículas de 10 × 10', 'Lápices de colores'],
      pasos: [
        ['Medir', 'Medimos saltos en el patio y anotamos las marcas con decimales.', 3],
        ['Representar', 'Pintamos cada marca en cuadrículas de 100 para ver décimos y centésimos.', 3],
        ['Ordenar', 'Ordenamos los números decimales de mayor a menor.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 12',
    [
      'Suma y resta de decimales hasta la centésima',
      'Suma y resta decimales hasta la centésima ordenando las cifras según su valor posicional, y resuelve problemas comprobando el resultado con una estimación.',
      'Suma y resta decimales hasta la centésima en problemas.',
      'Suma decimales, pero no alinea la coma al restar decimales.',
      'No logra sumar ni restar números decimales.',
    ],
    [
      'Resuelve una resta de decimales con precios y alinea la coma.',
      'Resolví una resta de decimales con precios y alineé la coma.',
    ],
    {
      id: 'ma04-12-carrera-de-postas',
      tipo: 'problema',
      titulo: 'Sumar decimales en la carrera de postas',
      presentacion: [
        'En una carrera de postas, cada niño corre y medimos su tiempo en segundos con decimales.',
        'Para saber el tiempo del equipo hay que sumar decimales; para comparar equipos, restar decimales.',
      ],
      tabla: {
        columnas: ['Equipo', 'Corredor 1 (s)', 'Corredor 2 (s)', 'Total (s)'],
        filas: [
          ['Rojo', '12,45', '13,08', ''],
          ['Azul', '11,9', '13,75', ''],
          ['Verde', '12,6', '12,82', ''],
        ],
      },
      materiales: ['Cronómetro', 'Conos', 'Cuaderno'],
      pasos: [
        ['Medir', 'Medimos el tiempo de cada corredor hasta la centésima.', 2],
        ['Sumar', 'Sumamos los decimales de cada equipo alineando la coma.', 3],
        ['Restar', 'Restamos decimales para saber por cuánto ganó el primer equipo.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 13',
    [
      'Patrones numéricos en tablas de entrada y salida',
      'Reconoce y describe patrones numéricos en tablas basadas en una operación, escribe la regla de la tabla y la usa para completar valores que faltan.',
      'Describe el patrón numérico de una tabla y completa los valores que faltan.',
      'Completa una tabla siguiendo el patrón, pero no describe su regla.',
      'No reconoce patrones numéricos en una tabla.',
    ],
    [
      'Descubre la regla de una tabla de entrada y salida y la usa para completarla.',
      'Descubrí la regla de una tabla de entrada y salida y la usé para completarla.',
    ],
    {
      id: 'ma04-13-la-maquina-de-numeros',
      tipo: 'problema',
      titulo: 'La máquina de números: patrones numéricos en una tabla',
      presentacion: [
        'Una máquina recibe un número y entrega otro según una regla.',
        'Mirando la tabla de entrada y salida, vamos a descubrir el patrón numérico.',
      ],
      tabla: {
        columnas: ['Entrada', 'Salida'],
        filas: [
          ['2', '7'],
          ['4', '13'],
          ['6', '19'],
          ['8', ''],
          ['', '34'],
        ],
      },
      materiales: ['Caja de cartón como máquina', 'Tarjetas con números', 'Cuaderno'],
      pasos: [
        ['Observar', 'Miramos la tabla y buscamos cómo cambia la salida.', 3],
        ['Describir', 'Escribimos la regla de la tabla con palabras.', 3],
        ['Completar', 'Usamos el patrón numérico para completar los valores que faltan.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 14',
    [
      'Ecuaciones e inecuaciones de un paso',
      'Resuelve ecuaciones e inecuaciones de un paso con sumas y restas hasta 100, usa la relación inversa entre ambas operaciones y comprueba las soluciones.',
      'Resuelve ecuaciones de un paso y comprueba la solución.',
      'Resuelve ecuaciones de un paso probando números, pero no resuelve inecuaciones.',
      'No entiende qué pide una ecuación.',
    ],
    [
      'Resuelve la ecuación x + 36 = 81 y comprueba la solución reemplazando.',
      'Resolví la ecuación x + 36 = 81 y comprobé la solución reemplazando.',
    ],
    {
      id: 'ma04-14-el-ascensor-de-carga',
      tipo: 'problema',
      titulo: 'Ecuaciones e inecuaciones en el bus escolar',
      presentacion: [
        'El bus escolar tiene 45 asientos y ya subieron 28 niños. ¿Cuántos más pueden subir? Es la inecuación 28 + x ≤ 45.',
        'En otra parada bajan algunos niños y quedan 19 de 45: lo escribimos como la ecuación 45 − x = 19.',
      ],
      tabla: {
        columnas: ['Situación', 'Ecuación o inecuación', 'Solución', 'Comprobación'],
        filas: [
          ['Quedan 19 de 45', '45 − x = 19', '', ''],
          ['Suben más niños', '28 + x ≤ 45', '', ''],
          ['Había 12 y llegan hasta 30', '12 + x = 30', '', ''],
        ],
      },
      materiales: ['Sillas de la sala', 'Fichas', 'Cuaderno'],
      pasos: [
        ['Plantear', 'Escribimos cada situación como ecuación o inecuación.', 3],
        ['Resolver', 'Usamos la operación inversa para encontrar la solución.', 3],
        ['Comprobar', 'Reemplazamos la solución y comprobamos con las sillas de la sala.', 2],
      ],
      tareas: ['resolucion_problemas', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA04 OA 15',
    [
      'Ubicación en un mapa con coordenadas de letras y números',
      'Describe la ubicación absoluta de lugares en un mapa con coordenadas de letras y números y su ubicación relativa respecto de otros lugares.',
      'Da las coordenadas de un lugar en un mapa con cuadrícula.',
      'Encuentra un lugar dadas sus coordenadas, pero no describe su ubicación relativa.',
      'No logra usar coordenadas en un mapa.',
    ],
    [
      'Da las coordenadas de la plaza en el mapa del barrio, como C4.',
      'Di las coordenadas de la plaza en el mapa del barrio, como C4.',
    ],
    {
      id: 'ma04-15-mapa-del-barrio',
      tipo: 'tema',
      titulo: 'El mapa del barrio con coordenadas',
      presentacion: [
        'Dibujamos el mapa del barrio de la escuela sobre una cuadrícula con letras en las columnas y números en las filas.',
        'Así cada lugar tiene coordenadas, como la plaza en C4.',
      ],
      tabla: {
        columnas: ['Lugar', 'Coordenadas', 'Ubicación relativa'],
        filas: [
          ['Escuela', 'B2', ''],
          ['Plaza', 'C4', 'Al norte de la escuela'],
          ['Almacén', '', ''],
          ['Consultorio', '', ''],
        ],
      },
      materiales: ['Papel cuadriculado grande', 'Plumones', 'Regla'],
      pasos: [
        ['Dibujar', 'Dibujamos el mapa del barrio con la cuadrícula de letras y números.', 4],
        ['Ubicar', 'Anotamos las coordenadas de cada lugar del mapa.', 2],
        ['Describir', 'Describimos la ubicación relativa de un lugar respecto de otro.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA04 OA 16',
    [
      'Vistas de figuras 3D desde el frente, el costado y arriba',
      'Dibuja la vista frontal, la vista lateral y la vista superior de construcciones de cubos y reconoce una construcción a partir de sus vistas.',
      'Dibuja la vista desde el frente y desde arriba de una construcción.',
      'Dibuja la vista frontal, pero la confunde con la vista lateral.',
      'No reconoce que un cuerpo geométrico tiene vistas distintas desde el frente, el costado y arriba.',
    ],
    [
      'Dibuja la vista frontal y la vista superior de una torre de cubos.',
      'Dibujé la vista frontal y la vista superior de una torre de cubos.',
    ],
    {
      id: 'ma04-16-edificios-de-cubos',
      tipo: 'problema',
      titulo: 'Edificios de cubos vistos desde el frente, el costado y arriba',
      presentacion: [
        'Cada grupo construye un edificio con 8 cubos encajables.',
        'Después dibujamos su vista frontal, su vista lateral y su vista superior en papel cuadriculado.',
      ],
      tabla: {
        columnas: ['Edificio', 'Vista frontal', 'Vista lateral', 'Vista superior'],
        filas: [
          ['Grupo 1', '', '', ''],
          ['Grupo 2', '', '', ''],
        ],
      },
      materiales: ['Cubos encajables', 'Papel cuadriculado', 'Lápices de colores'],
      pasos: [
        ['Construir', 'Armamos un edificio con los cubos sobre la mesa.', 2],
        ['Dibujar', 'Dibujamos la vista frontal, la lateral y la superior.', 4],
        ['Adivinar', 'Otro grupo arma el edificio solo mirando nuestras vistas.', 2],
      ],
      tareas: ['maqueta', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 17',
    [
      'Simetría y ejes de simetría',
      'Reconoce y crea figuras simétricas, traza uno o más ejes de simetría en ellas y explica por qué una figura es simétrica respecto de un eje.',
      'Traza el eje de simetría de figuras simétricas.',
      'Reconoce figuras simétricas, pero no traza el eje de simetría.',
      'No reconoce la simetría en una figura.',
    ],
    [
      'Traza los ejes de simetría de un cuadrado y de un corazón.',
      'Tracé los ejes de simetría de un cuadrado y de un corazón.',
    ],
    {
      id: 'ma04-17-mariposas-simetricas',
      tipo: 'tema',
      titulo: 'Mariposas y hojas: figuras simétricas',
      presentacion: [
        'Si doblamos una hoja con una mancha de pintura fresca, se forma una figura simétrica como una mariposa.',
        'La línea del doblez es el eje de simetría.',
      ],
      tabla: {
        columnas: ['Figura', '¿Es simétrica?', 'Número de ejes de simetría'],
        filas: [
          ['Cuadrado', '', ''],
          ['Rectángulo', '', ''],
          ['Letra A', '', ''],
          ['Letra F', '', ''],
        ],
      },
      materiales: ['Pintura', 'Hojas de bloc', 'Espejos pequeños', 'Regla'],
      pasos: [
        ['Crear', 'Hacemos una mariposa de pintura doblando la hoja.', 3],
        ['Trazar', 'Trazamos el eje de simetría de figuras y letras con la regla.', 3],
        ['Comprobar', 'Ponemos un espejo en el eje para comprobar la simetría.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA04 OA 18',
    [
      'Traslación, rotación y reflexión de figuras 2D',
      'Traslada, rota y refleja figuras 2D en una cuadrícula, describe cada movimiento (cuántos cuadros, cuánto gira, respecto de qué línea) y reconoce que la figura no cambia de forma.',
      'Hace una traslación, una rotación y una reflexión de una figura en la cuadrícula.',
      'Hace una traslación, pero confunde la rotación con la reflexión.',
      'No logra trasladar ni rotar una figura en la cuadrícula.',
    ],
    [
      'Traslada una figura 3 cuadros a la derecha y la refleja respecto de una línea.',
      'Trasladé una figura 3 cuadros a la derecha y la reflejé respecto de una línea.',
    ],
    {
      id: 'ma04-18-guarda-para-la-sala',
      tipo: 'tema',
      titulo: 'Una guarda con traslación, rotación y reflexión',
      presentacion: [
        'Vamos a decorar la sala con una guarda: una figura que se repite con movimientos.',
        'Cada grupo hace una guarda con traslación, otra con rotación y otra con reflexión.',
      ],
      materiales: ['Papel cuadriculado', 'Figuras de cartulina', 'Lápices de colores', 'Tijeras'],
      pasos: [
        ['Diseñar', 'Recortamos una figura de cartulina para la guarda.', 2],
        ['Mover', 'Dibujamos la figura con una traslación, una rotación y una reflexión en la cuadrícula.', 4],
        ['Explicar', 'Explicamos cada movimiento: cuántos cuadros se trasladó o cuánto giró.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA04 OA 19',
    [
      'Construir y comparar ángulos con el transportador',
      'Construye ángulos con el transportador a partir de su medida, los compara y los clasifica, y mide ángulos de objetos para comprobar su trabajo.',
      'Construye ángulos con el transportador y los compara.',
      'Mide ángulos con el transportador, pero lee la escala equivocada.',
      'No sabe usar el transportador.',
    ],
    [
      'Construye con el transportador un ángulo de 60° y otro de 120° y los compara.',
      'Construí con el transportador un ángulo de 60° y otro de 120° y los comparé.',
    ],
    {
      id: 'ma04-19-abanicos-de-angulos',
      tipo: 'problema',
      titulo: 'Abanicos de papel: construir ángulos con el transportador',
      presentacion: [
        'Un abanico de papel se abre formando un ángulo.',
        'Vamos a construir ángulos con el transportador y hacer abanicos que se abran justo esa medida.',
      ],
      tabla: {
        columnas: ['Ángulo pedido', 'Ángulo medido con el transportador', '¿Mayor o menor que 90°?'],
        filas: [
          ['30°', '', ''],
          ['90°', '', ''],
          ['135°', '', ''],
        ],
      },
      materiales: ['Transportador', 'Regla', 'Hojas de papel', 'Chinches mariposa'],
      pasos: [
        ['Construir', 'Dibujamos cada ángulo con el transportador y la regla.', 4],
        ['Armar', 'Hacemos un abanico que se abra con ese ángulo.', 2],
        ['Comparar', 'Medimos y comparamos los ángulos de los abanicos.', 2],
      ],
      tareas: ['maqueta', 'resolucion_problemas'],
    },
  ),
  instrumento(
    'MA04 OA 20',
    [
      'La hora en relojes con a. m., p. m. y formato de 24 horas',
      'Lee y anota la hora en relojes análogos y digitales, usa a. m. y p. m. y la escribe en formato de 24 horas, pasando de un formato a otro sin errores.',
      'Lee la hora en reloj análogo y digital y usa a. m. y p. m.',
      'Lee la hora en el reloj, pero confunde el formato de 24 horas.',
      'No logra leer la hora en un reloj análogo.',
    ],
    [
      'Escribe las 4:30 p. m. en formato de 24 horas como 16:30.',
      'Escribí las 4:30 p. m. en formato de 24 horas como 16:30.',
    ],
    {
      id: 'ma04-20-horario-de-buses',
      tipo: 'problema',
      titulo: 'El horario de buses en formato de 24 horas',
      presentacion: [
        'En el terminal de buses las salidas se anotan en formato de 24 horas.',
        'Vamos a leer el horario y escribir cada hora con a. m. o p. m. y en un reloj análogo.',
      ],
      tabla: {
        columnas: ['Destino', 'Formato de 24 horas', 'Con a. m. o p. m.'],
        filas: [
          ['Temuco', '07:15', ''],
          ['Valdivia', '13:40', ''],
          ['Osorno', '18:05', ''],
          ['Puerto Montt', '', '10:30 p. m.'],
        ],
      },
      materiales: ['Relojes de cartón', 'Horarios de buses impresos', 'Cuaderno'],
      pasos: [
        ['Leer', 'Leemos cada hora del horario en formato de 24 horas.', 2],
        ['Convertir', 'Escribimos la hora con a. m. o p. m.', 3],
        ['Mostrar', 'Mostramos cada hora en el reloj de cartón.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 21',
    [
      'Convertir unidades de tiempo',
      'Convierte unidades de tiempo (segundos, minutos y horas; días, meses y años) al resolver problemas y explica la equivalencia que usó en cada paso.',
      'Convierte segundos, minutos y horas al resolver problemas.',
      'Sabe que una hora tiene 60 minutos, pero no logra convertir unidades de tiempo en problemas.',
      'No conoce las equivalencias entre unidades de tiempo.',
    ],
    [
      'Convierte 2 horas y 15 minutos a minutos y explica la equivalencia entre esas unidades de tiempo.',
      'Convertí 2 horas y 15 minutos a minutos y expliqué la equivalencia entre esas unidades de tiempo.',
    ],
    {
      id: 'ma04-21-cuanto-dura-la-pelicula',
      tipo: 'problema',
      titulo: 'Convertir unidades de tiempo en la jornada escolar',
      presentacion: [
        'Una película dura 1 hora y 45 minutos y una clase dura 90 minutos.',
        'Para compararlas hay que convertir unidades de tiempo: horas a minutos, minutos a segundos, días a semanas.',
      ],
      tabla: {
        columnas: ['Dato', 'Convertido a'],
        filas: [
          ['1 hora y 45 minutos', 'minutos'],
          ['90 minutos', 'horas y minutos'],
          ['3 minutos', 'segundos'],
          ['2 años', 'meses'],
        ],
      },
      materiales: ['Cronómetro', 'Calendario', 'Cuaderno'],
      pasos: [
        ['Recordar', 'Anotamos las equivalencias: 1 hora = 60 minutos y 1 minuto = 60 segundos.', 2],
        ['Convertir', 'Convertimos cada dato de la tabla a la unidad de tiempo pedida.', 4],
        ['Comparar', 'Decimos qué dura más: la película o la clase.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 22',
    [
      'Medir longitudes en metros, centímetros y milímetros',
      'Mide longitudes en metros, centímetros y milímetros eligiendo el instrumento y la unidad, y convierte metros a centímetros al resolver problemas.',
      'Mide longitudes con la regla en centímetros y milímetros.',
      'Mide en centímetros con la regla, pero no convierte metros a centímetros.',
      'No logra medir una longitud con la regla o la huincha.',
    ],
    [
      'Mide con la regla un insecto de papel en milímetros y con la huincha la sala en metros.',
      'Medí con la regla un insecto de papel en milímetros y con la huincha la sala en metros.',
    ],
    {
      id: 'ma04-22-medidas-del-curso',
      tipo: 'problema',
      titulo: 'Medir longitudes del curso en metros, centímetros y milímetros',
      presentacion: [
        'Vamos a medir longitudes de la sala y de nuestros útiles.',
        'Para cada objeto elegimos la unidad: metros, centímetros o milímetros.',
      ],
      tabla: {
        columnas: ['Objeto', 'Unidad elegida', 'Medida', 'En centímetros'],
        filas: [
          ['Goma', 'mm', '', ''],
          ['Cuaderno', 'cm', '', ''],
          ['Pizarra', 'm', '', ''],
          ['Puerta', 'm', '', ''],
        ],
      },
      materiales: ['Regla', 'Huincha de medir', 'Cuaderno'],
      pasos: [
        ['Medir', 'Medimos cada objeto con la regla o la huincha.', 4],
        ['Convertir', 'Convertimos las medidas en metros a centímetros.', 2],
        ['Comparar', 'Ordenamos los objetos de menor a mayor longitud.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 23',
    [
      'Área de rectángulos y cuadrados en cm² y m²',
      'Mide y calcula el área de rectángulos y cuadrados en cm² y m², y muestra que rectángulos distintos pueden tener la misma área.',
      'Calcula el área de un rectángulo contando o multiplicando unidades cuadradas.',
      'Cuenta cuadrados para medir el área, pero no usa cm² ni m².',
      'Confunde el área con el perímetro.',
    ],
    [
      'Dibuja dos rectángulos distintos de área 24 cm² en papel cuadriculado.',
      'Dibujé dos rectángulos distintos de área 24 cm² en papel cuadriculado.',
    ],
    {
      id: 'ma04-23-baldosas-de-la-sala',
      tipo: 'problema',
      titulo: 'El área del diario mural y de la sala',
      presentacion: [
        'Queremos forrar el diario mural con papel y saber cuánto papel se necesita: es su área.',
        'Medimos en cm² las figuras pequeñas y en m² el piso de la sala.',
      ],
      tabla: {
        columnas: ['Superficie', 'Largo', 'Ancho', 'Área'],
        filas: [
          ['Cuaderno', '', '', 'cm²'],
          ['Diario mural', '', '', 'm²'],
          ['Piso de la sala', '', '', 'm²'],
        ],
      },
      materiales: ['Papel cuadriculado', 'Cuadrados de papel de 1 m de lado', 'Huincha de medir'],
      pasos: [
        ['Cubrir', 'Cubrimos el piso con cuadrados de 1 m² y los contamos.', 3],
        ['Calcular', 'Medimos largo y ancho y calculamos el área de cada superficie.', 3],
        ['Comparar', 'Dibujamos rectángulos distintos con la misma área.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 24',
    [
      'Volumen medido con cubos como unidad',
      'Mide el volumen de cajas y cuerpos con unidades no estandarizadas y luego con cubos como unidad, y explica por qué un cubo es una buena unidad para el volumen.',
      'Mide el volumen de una caja contando cuántos cubos caben.',
      'Llena una caja con objetos, pero no usa cubos para medir el volumen.',
      'No entiende qué mide el volumen.',
    ],
    [
      'Mide el volumen de una caja contando cuántos cubos caben en ella.',
      'Medí el volumen de una caja contando cuántos cubos caben en ella.',
    ],
    {
      id: 'ma04-24-cajas-de-remedios',
      tipo: 'problema',
      titulo: '¿Cuántos cubos caben? El volumen de las cajas',
      presentacion: [
        'Traemos cajas de distintos tamaños y las llenamos primero con porotos y después con cubos.',
        'Así medimos su volumen: los cubos como unidad son mejores porque no dejan espacios.',
      ],
      tabla: {
        columnas: ['Caja', 'Vasos de porotos', 'Cubos que caben (volumen)'],
        filas: [
          ['Caja de té', '', ''],
          ['Caja de zapatos', '', ''],
          ['Caja de galletas', '', ''],
        ],
      },
      materiales: ['Cajas vacías', 'Cubos encajables', 'Porotos', 'Vaso plástico'],
      pasos: [
        ['Llenar con porotos', 'Llenamos cada caja con porotos y contamos los vasos.', 2],
        ['Llenar con cubos', 'Llenamos la caja con cubos por filas y capas y contamos su volumen.', 4],
        ['Comparar', 'Decimos qué caja tiene mayor volumen.', 2],
      ],
      tareas: ['resolucion_problemas', 'maqueta'],
    },
  ),
  instrumento(
    'MA04 OA 25',
    [
      'Encuestas, muestras, tablas y gráficos',
      'Hace una encuesta, organiza sus datos en tablas y gráficos y los compara con los resultados de una muestra aleatoria, explicando las diferencias.',
      'Hace una encuesta y muestra sus datos en una tabla y un gráfico.',
      'Reúne los datos de una encuesta, pero no los organiza en un gráfico.',
      'No organiza en tablas ni gráficos los datos de una encuesta.',
    ],
    [
      'Compara los resultados de una encuesta al curso con los de una muestra de otro curso.',
      'Comparé los resultados de una encuesta al curso con los de una muestra de otro curso.',
    ],
    {
      id: 'ma04-25-tiempo-frente-a-pantallas',
      tipo: 'problema',
      titulo: 'Encuesta: ¿cómo llegamos a la escuela?',
      presentacion: [
        'Hacemos una encuesta en el curso sobre cómo llegamos a la escuela.',
        'Luego preguntamos a una muestra de 20 estudiantes elegidos al azar en el patio y comparamos con tablas y gráficos.',
      ],
      tabla: {
        columnas: ['Medio de transporte', 'Nuestro curso', 'Muestra del patio'],
        filas: [
          ['Caminando', '', ''],
          ['En bus', '', ''],
          ['En auto', '', ''],
          ['En bicicleta', '', ''],
        ],
      },
      materiales: ['Hojas de encuesta', 'Papel cuadriculado', 'Lápices de colores'],
      pasos: [
        ['Encuestar', 'Hacemos la encuesta en el curso y a la muestra del patio.', 3],
        ['Organizar', 'Anotamos los datos en la tabla y hacemos un gráfico de barras doble.', 3],
        ['Comparar', 'Comparamos los resultados del curso con los de la muestra.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA04 OA 26',
    [
      'Experimentos aleatorios: resultados en tablas y gráficos',
      'Realiza experimentos aleatorios, tabula los resultados, los representa en un gráfico y explica por qué no se puede saber de antemano qué saldrá.',
      'Realiza un experimento aleatorio y anota los resultados en una tabla.',
      'Realiza el experimento, pero no registra los resultados en orden.',
      'No reconoce qué es un experimento aleatorio.',
    ],
    [
      'Lanza una ruleta 30 veces, registra los resultados y hace un gráfico.',
      'Lancé una ruleta 30 veces, registré los resultados y hice un gráfico.',
    ],
    {
      id: 'ma04-26-ruleta-de-colores',
      tipo: 'experimento',
      titulo: 'Experimento aleatorio con una ruleta de colores',
      presentacion: [
        'Construimos una ruleta con cuatro colores y la hacemos girar 40 veces.',
        'Es un experimento aleatorio: no sabemos qué color saldrá. Vamos a registrar los resultados en una tabla y un gráfico.',
      ],
      tabla: {
        columnas: ['Color', 'Conteo', 'Total'],
        filas: [
          ['Rojo', '', ''],
          ['Azul', '', ''],
          ['Verde', '', ''],
          ['Amarillo', '', ''],
        ],
      },
      materiales: ['Cartón', 'Clip y lápiz para la ruleta', 'Lápices de colores', 'Papel cuadriculado'],
      pasos: [
        ['Construir', 'Armamos la ruleta con cuatro partes iguales.', 2],
        ['Registrar', 'Giramos la ruleta y registramos los resultados en la tabla.', 3],
        ['Graficar', 'Hacemos un gráfico de barras con los resultados y los comentamos.', 3],
      ],
      tareas: ['investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA04 OA 27',
    [
      'Leer e interpretar pictogramas y gráficos de barra con escala',
      'Lee e interpreta pictogramas y gráficos de barra simple con escala, responde preguntas que comparan datos y comunica conclusiones escritas.',
      'Lee un gráfico de barra con escala y saca una conclusión.',
      'Lee los datos de un pictograma, pero no usa la escala.',
      'No logra leer un gráfico de barra ni un pictograma.',
    ],
    [
      'Lee un gráfico de barra con escala de 10 y escribe una conclusión.',
      'Leí un gráfico de barra con escala de 10 y escribí una conclusión.',
    ],
    {
      id: 'ma04-27-reciclaje-por-curso',
      tipo: 'fuente',
      titulo: 'Gráfico de barra del reciclaje de la escuela',
      presentacion: [
        'El centro de alumnos publicó un gráfico de barra con los kilos de papel que reciclaron los cursos.',
        'El eje vertical tiene una escala de 10 en 10 kilos. Vamos a interpretarlo y comunicar conclusiones.',
      ],
      tabla: {
        columnas: ['Curso', 'Kilos de papel'],
        filas: [
          ['3° Básico', '40'],
          ['4° Básico', '65'],
          ['5° Básico', '50'],
          ['6° Básico', '80'],
        ],
      },
      materiales: ['Gráfico impreso', 'Papel cuadriculado', 'Papelógrafo'],
      pasos: [
        ['Leer', 'Leemos el valor de cada barra usando la escala.', 3],
        ['Interpretar', 'Respondemos qué curso recicló más y cuánto más que otro.', 3],
        ['Comunicar', 'Escribimos dos conclusiones del gráfico de barras en un afiche.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
]
