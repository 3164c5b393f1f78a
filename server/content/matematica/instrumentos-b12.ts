/**
 * Instruments of Matemática, 1° and 2° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work with concrete material (counters, cubes, coins, dice, a balance, a ruler) told in
 * short sentences a child learning to read can follow (see `instrumentos-fila.ts` for the row format).
 */
import { instrumento } from './instrumentos-fila'

/** 1° Básico. */
export const matematica01 = [
  instrumento(
    'MA01 OA 01',
    [
      'Conteo de 1 en 1, de 2 en 2, de 5 en 5 y de 10 en 10',
      'Hace el conteo hasta 100 de 2 en 2, de 5 en 5 y de 10 en 10, hacia adelante y hacia atrás, desde cualquier número.',
      'Cuenta de 2 en 2 y de 10 en 10 hacia adelante, pero se equivoca al contar hacia atrás.',
      'Cuenta de 1 en 1 hasta 100, pero no logra contar de 5 en 5 sin ayuda.',
      'Cuenta de 1 en 1 solo hasta 20 y se salta números en el conteo.',
    ],
    [
      'Hace el conteo de 5 en 5 y de 10 en 10 hasta 100 sin saltarse números.',
      'Hice el conteo de 5 en 5 y de 10 en 10 hasta 100 sin saltarme números.',
    ],
    {
      id: 'ma01-01-contamos-porotos',
      tipo: 'problema',
      titulo: 'Contamos porotos de 2 en 2 y de 5 en 5',
      presentacion: [
        'En la mesa hay un montón de porotos.',
        'Vamos a contar de 2 en 2, de 5 en 5 y de 10 en 10.',
        'Así el conteo es más rápido.',
      ],
      tabla: {
        columnas: ['Forma de contar', '¿Cuántos porotos contamos?'],
        filas: [
          ['De 2 en 2', ''],
          ['De 5 en 5', ''],
          ['De 10 en 10', ''],
        ],
      },
      materiales: ['Porotos', 'Vasos plásticos', 'Tabla del 100'],
      pasos: [
        ['Agrupar', 'Hacemos grupos de 2 porotos y los contamos de 2 en 2.', 3],
        ['Contar de 5 en 5', 'Juntamos grupos de 5 porotos y contamos de 5 en 5.', 3],
        ['Contar hacia atrás', 'Sacamos grupos de 10 y contamos hacia atrás de 10 en 10.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 02',
    [
      'Números ordinales del primero al décimo',
      'Usa los números ordinales del primero al décimo para decir la posición de cada niño en una fila y la cambia al moverse.',
      'Usa los números ordinales del primero al quinto para decir la posición en una fila.',
      'Dice quién va primero, pero no nombra la posición en la fila de los demás.',
      'No usa números ordinales para decir la posición de los elementos de una fila.',
    ],
    [
      'Dice la posición de un niño en la fila con un número ordinal, del primero al décimo.',
      'Dije la posición de un niño en la fila con un número ordinal, del primero al décimo.',
    ],
    {
      id: 'ma01-02-la-carrera-de-autos',
      tipo: 'problema',
      titulo: 'La fila de la carrera: ¿quién llegó primero?',
      presentacion: [
        'Diez autitos hacen una carrera en el piso.',
        'Vamos a decir la posición de cada autito.',
        '¿Quién llegó primero? ¿Quién llegó décimo?',
      ],
      tabla: {
        columnas: ['Color del autito', 'Posición'],
        filas: [
          ['Rojo', 'Primero'],
          ['Azul', ''],
          ['Verde', ''],
          ['Amarillo', ''],
        ],
      },
      materiales: ['Autitos de juguete', 'Cinta adhesiva', 'Tarjetas con los números ordinales'],
      pasos: [
        ['Jugar', 'Hacemos rodar los autitos y miramos en qué posición llega cada uno.', 3],
        ['Anotar', 'Ponemos la tarjeta primero, segundo o tercero al lado de cada autito.', 3],
        ['Contar', 'Decimos la posición de cada autito, del primero al décimo.', 2],
      ],
      tareas: ['trabajo_grupo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA01 OA 03',
    [
      'Leer y representar números del 0 al 20',
      'Sabe leer los números hasta el 20 y representa los números con cubos, con dibujos y con cifras, y explica que las tres formas muestran la misma cantidad.',
      'Sabe leer los números hasta el 20 y representa los números con cubos y con cifras.',
      'Lee los números hasta el 10, pero se equivoca al representar números mayores.',
      'No logra leer los números ni representar números con material.',
    ],
    [
      'Sabe leer un número hasta el 20 y representa el número con cubos y con un dibujo.',
      'Supe leer un número hasta el 20 y representé el número con cubos y con un dibujo.',
    ],
    {
      id: 'ma01-03-tarjetas-y-cubos',
      tipo: 'problema',
      titulo: 'Tarjetas para representar números hasta el 20',
      presentacion: [
        'Cada niño saca una tarjeta con un número hasta el 20.',
        'Hay que leer el número en voz alta.',
        'Después vamos a representar el número con cubos y con un dibujo.',
      ],
      tabla: {
        columnas: ['Número', 'Con cubos', 'Con un dibujo'],
        filas: [
          ['7', '', ''],
          ['12', '', ''],
          ['18', '', ''],
        ],
      },
      materiales: ['Tarjetas con números del 0 al 20', 'Cubos encajables', 'Hojas de bloc', 'Lápices de colores'],
      pasos: [
        ['Leer', 'Sacamos una tarjeta y leemos el número en voz alta.', 2],
        ['Representar', 'Juntamos tantos cubos como dice el número y los contamos.', 3],
        ['Dibujar', 'Dibujamos puntos para representar el mismo número.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 04',
    [
      'Comparar y ordenar números del 0 al 20',
      'Compara números hasta el 20, dice cuál es mayor y cuál es menor y ordena varios números de menor a mayor y de mayor a menor.',
      'Compara dos números hasta el 20 y dice cuál es mayor y cuál es menor.',
      'Compara números hasta el 10 con cubos, pero no los ordena.',
      'No distingue el número mayor del menor.',
    ],
    ['Ordena cinco números hasta el 20 de menor a mayor.', 'Ordené cinco números hasta el 20 de menor a mayor.'],
    {
      id: 'ma01-04-torres-de-cubos',
      tipo: 'problema',
      titulo: 'Torres de cubos: ¿cuál es mayor?',
      presentacion: [
        'Cada niño arma una torre con cubos.',
        'Las torres tienen números distintos de cubos, hasta 20.',
        'Vamos a comparar las torres y ordenar los números de menor a mayor.',
      ],
      tabla: {
        columnas: ['Niño', 'Cubos de la torre'],
        filas: [
          ['Sofía', '14'],
          ['Tomás', '9'],
          ['Camila', '17'],
          ['Matías', ''],
        ],
      },
      materiales: ['Cubos encajables', 'Tarjetas con números', 'Lápices'],
      pasos: [
        ['Armar', 'Cada uno arma su torre y cuenta sus cubos.', 3],
        ['Comparar', 'Ponemos dos torres juntas y decimos cuál número es mayor.', 3],
        ['Ordenar', 'Ordenamos las tarjetas de las torres de menor a mayor.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 05',
    [
      'Estimar cantidades hasta 20 con una referencia',
      'Hace una estimación de cuántos objetos hay, hasta 20, usando una cantidad de referencia, y luego cuenta para ver qué tan cerca estuvo.',
      'Hace una estimación de cuántos objetos hay usando una cantidad de referencia de 5 o 10.',
      'Intenta estimar cuántos objetos hay, pero dice un número lejano sin usar una referencia.',
      'No logra estimar: cuenta uno por uno o dice cualquier número.',
    ],
    [
      'Estima cuántos objetos hay en un frasco mirando un frasco con 10.',
      'Estimé cuántos objetos hay en un frasco mirando un frasco con 10.',
    ],
    {
      id: 'ma01-05-frascos-de-botones',
      tipo: 'problema',
      titulo: 'Frascos de botones: estimar sin contar',
      presentacion: [
        'Un frasco tiene 10 botones.',
        'Otro frasco tiene más botones.',
        'Vamos a estimar cuántos botones tiene el otro frasco.',
      ],
      tabla: {
        columnas: ['Frasco', 'Mi estimación', 'Al contar'],
        filas: [
          ['A', '', ''],
          ['B', '', ''],
          ['C', '', ''],
        ],
      },
      materiales: ['Frascos transparentes', 'Botones', 'Tapas de bebida'],
      pasos: [
        ['Mirar', 'Miramos el frasco con 10 botones, que es la cantidad de referencia.', 2],
        ['Estimar', 'Escribimos nuestra estimación para cada frasco.', 3],
        ['Comprobar', 'Contamos los botones y vemos si la estimación estuvo cerca.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 06',
    [
      'Componer y descomponer números hasta 20',
      'Compone y descompone números hasta el 20 de varias formas con material, dibujos y símbolos, como 12 = 10 + 2 y 12 = 6 + 6.',
      'Descompone un número hasta el 20 en dos partes y vuelve a componer el número.',
      'Compone y descompone números hasta el 10 con material, pero no lo escribe con símbolos.',
      'No logra componer ni descomponer un número en partes.',
    ],
    [
      'Encuentra tres formas de formar el número 10 con dos partes.',
      'Encontré tres formas de formar el número 10 con dos partes.',
    ],
    {
      id: 'ma01-06-formas-de-formar-el-10',
      tipo: 'problema',
      titulo: 'Todas las formas de formar el 10',
      presentacion: [
        'Tenemos 10 cubos de dos colores.',
        'Vamos a descomponer el 10 en dos partes.',
        '¿De cuántas formas podemos formar el 10?',
      ],
      tabla: {
        columnas: ['Cubos rojos', 'Cubos azules', 'Total'],
        filas: [
          ['1', '9', '10'],
          ['2', '', '10'],
          ['', '5', '10'],
        ],
      },
      materiales: ['Cubos encajables de dos colores', 'Hojas de bloc', 'Lápices de colores'],
      pasos: [
        ['Armar', 'Armamos una tira de 10 cubos con dos colores.', 3],
        ['Descomponer', 'Anotamos cuántos cubos hay de cada color para formar el 10.', 3],
        ['Buscar más', 'Cambiamos los colores y buscamos otra forma de descomponer el 10.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 07',
    [
      'Cálculo mental: completar 10, dobles y contar hacia adelante',
      'Usa y explica estrategias de cálculo mental para sumar y restar hasta 20: completar 10, usar dobles y contar hacia adelante o hacia atrás.',
      'Usa una estrategia de cálculo mental, como los dobles, y la explica con ayuda.',
      'Suma hasta 20 contando con los dedos, sin una estrategia de cálculo mental.',
      'No usa el cálculo mental: cuenta cada objeto para sumar.',
    ],
    [
      'Suma 8 + 5 con cálculo mental completando 10 y explica cómo lo hizo.',
      'Sumé 8 + 5 con cálculo mental completando 10 y expliqué cómo lo hice.',
    ],
    {
      id: 'ma01-07-dobles-con-dados',
      tipo: 'problema',
      titulo: 'Dobles y completar 10 con dados',
      presentacion: [
        'Lanzamos dos dados y sumamos los puntos.',
        'Si salen dos iguales, usamos los dobles.',
        'Si no, podemos completar 10 con cálculo mental.',
      ],
      tabla: {
        columnas: ['Dado 1', 'Dado 2', 'Suma', 'Estrategia'],
        filas: [
          ['4', '4', '8', 'Dobles'],
          ['6', '5', '', ''],
          ['3', '6', '', ''],
        ],
      },
      materiales: ['Dados', 'Marco de 10', 'Porotos'],
      pasos: [
        ['Lanzar', 'Lanzamos los dados y decimos la suma con cálculo mental.', 3],
        ['Explicar', 'Contamos si usamos dobles o si completamos 10.', 3],
        ['Comprobar', 'Ponemos porotos en el marco de 10 para comprobar la suma.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 08',
    [
      'Decenas y unidades hasta el 20',
      'Forma grupos de 10 con material, reconoce cuántas decenas y unidades tiene un número hasta el 20 y lo escribe, como 16 = 1 decena y 6 unidades.',
      'Forma una decena y dice cuántas unidades sobran.',
      'Cuenta de uno en uno, pero no agrupa en decenas y unidades.',
      'No distingue decenas de unidades.',
    ],
    [
      'Forma un grupo de 10 palitos y dice cuántas decenas y unidades hay.',
      'Formé un grupo de 10 palitos y dije cuántas decenas y unidades hay.',
    ],
    {
      id: 'ma01-08-atados-de-palitos',
      tipo: 'problema',
      titulo: 'Atados de 10 palitos: decenas y unidades',
      presentacion: [
        'Tenemos muchos palitos de helado.',
        'Con 10 palitos hacemos un atado: es una decena.',
        'Los palitos sueltos son las unidades.',
      ],
      tabla: {
        columnas: ['Palitos', 'Decenas', 'Unidades'],
        filas: [
          ['13', '1', '3'],
          ['17', '', ''],
          ['20', '', ''],
        ],
      },
      materiales: ['Palitos de helado', 'Elásticos', 'Hojas de bloc'],
      pasos: [
        ['Contar', 'Contamos los palitos que nos tocaron.', 2],
        ['Agrupar', 'Hacemos grupos de 10 palitos con un elástico.', 3],
        ['Anotar', 'Anotamos cuántas decenas y unidades tenemos.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 09',
    [
      'Suma y resta hasta 20 en problemas',
      'Resuelve y crea problemas de suma y de resta hasta 20, con material y con símbolos, y explica con palabras si tuvo que juntar o quitar.',
      'Resuelve problemas de suma y de resta hasta 20 con material.',
      'Resuelve sumas hasta 10 con material, pero confunde cuándo restar.',
      'No logra resolver un problema de suma ni de resta.',
    ],
    [
      'Resuelve un problema de resta hasta 20 y muestra la respuesta con fichas.',
      'Resolví un problema de resta hasta 20 y mostré la respuesta con fichas.',
    ],
    {
      id: 'ma01-09-el-almacen-del-curso',
      tipo: 'problema',
      titulo: 'El almacén del curso: problemas de suma y resta',
      presentacion: [
        'En el almacén del curso hay 12 manzanas.',
        'Llegan 5 manzanas más. ¿Cuántas hay ahora?',
        'Después se venden 8. ¿Cuántas quedan? Es un problema de resta.',
      ],
      tabla: {
        columnas: ['Fruta', 'Había', 'Llegan o se venden', 'Quedan'],
        filas: [
          ['Manzanas', '12', '+ 5', ''],
          ['Plátanos', '15', '− 6', ''],
        ],
      },
      materiales: ['Fichas', 'Frutas de juguete', 'Hojas de bloc'],
      pasos: [
        ['Representar', 'Usamos fichas para mostrar cada problema de suma o resta.', 3],
        ['Resolver', 'Escribimos la suma o la resta con símbolos.', 3],
        ['Crear', 'Inventamos un problema de suma para un compañero.', 2],
      ],
      tareas: ['resolucion_problemas', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA01 OA 10',
    [
      'La suma y la resta como operaciones inversas',
      'Muestra con material, dibujos y símbolos que la resta deshace la suma, como 7 + 5 = 12 y 12 − 5 = 7, y lo explica con sus palabras.',
      'Muestra con material que una resta deshace una suma.',
      'Hace la suma y la resta por separado, sin ver que son operaciones inversas.',
      'No relaciona la suma con la resta.',
    ],
    [
      'Muestra con fichas que la resta 10 − 4 deshace la suma 6 + 4.',
      'Mostré con fichas que la resta 10 − 4 deshace la suma 6 + 4.',
    ],
    {
      id: 'ma01-10-la-caja-que-deshace',
      tipo: 'problema',
      titulo: 'La caja que deshace la suma',
      presentacion: [
        'Hay 8 fichas en una caja. Ponemos 4 más.',
        'Después sacamos las mismas 4 fichas.',
        'La resta deshace la suma: son operaciones inversas.',
      ],
      tabla: {
        columnas: ['Suma', 'Resta que la deshace'],
        filas: [
          ['8 + 4 = 12', '12 − 4 = 8'],
          ['5 + 3 = 8', ''],
          ['9 + 6 = 15', ''],
        ],
      },
      materiales: ['Caja de zapatos', 'Fichas', 'Lápices'],
      pasos: [
        ['Sumar', 'Ponemos fichas en la caja y escribimos la suma.', 3],
        ['Restar', 'Sacamos las mismas fichas y escribimos la resta.', 3],
        ['Explicar', 'Decimos por qué la resta deshace la suma y volvemos al número del comienzo.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA01 OA 11',
    [
      'Patrones repetitivos y numéricos',
      'Describe, continúa y crea patrones repetitivos de figuras, sonidos y ritmos, y patrones numéricos que crecen o decrecen hasta el 20.',
      'Continúa un patrón repetitivo y un patrón numérico sencillo.',
      'Continúa un patrón repetitivo de dos elementos, pero no lo describe.',
      'No reconoce qué se repite en un patrón.',
    ],
    [
      'Continúa un patrón repetitivo de tres colores y dice qué se repite.',
      'Continué un patrón repetitivo de tres colores y dije qué se repite.',
    ],
    {
      id: 'ma01-11-collares-con-patron',
      tipo: 'tema',
      titulo: 'Collares con un patrón',
      presentacion: [
        'Vamos a hacer un collar con un patrón.',
        'Por ejemplo: rojo, azul, azul, rojo, azul, azul.',
        '¿Qué se repite en el patrón?',
      ],
      materiales: ['Fideos pintados', 'Lana', 'Cuentas de colores'],
      pasos: [
        ['Elegir', 'Elegimos dos o tres colores para el patrón.', 2],
        ['Hacer', 'Enhebramos los fideos siguiendo el patrón repetitivo.', 4],
        ['Mostrar', 'Mostramos el collar y decimos qué se repite.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA01 OA 12',
    [
      'Igualdad y desigualdad en la balanza',
      'Usa la balanza para mostrar igualdad y desigualdad con cantidades hasta 20, explica cuándo hay equilibrio y lo registra con el signo igual.',
      'Reconoce el equilibrio en la balanza y lo registra con el signo igual.',
      'Reconoce qué lado de la balanza baja, pero no registra la igualdad.',
      'No relaciona la balanza con la igualdad ni la desigualdad.',
    ],
    [
      'Pone cubos en la balanza hasta lograr el equilibrio y escribe la igualdad.',
      'Puse cubos en la balanza hasta lograr el equilibrio y escribí la igualdad.',
    ],
    {
      id: 'ma01-12-balanza-de-cubos',
      tipo: 'problema',
      titulo: 'La balanza en equilibrio',
      presentacion: [
        'En un lado de la balanza hay 7 cubos.',
        'En el otro lado hay 4 cubos.',
        '¿Cuántos cubos faltan para el equilibrio?',
      ],
      tabla: {
        columnas: ['Lado izquierdo', 'Lado derecho', '¿Igualdad?'],
        filas: [
          ['7', '4', 'No'],
          ['5 + 3', '8', ''],
          ['6', '2 + 2', ''],
        ],
      },
      materiales: ['Balanza de platillos', 'Cubos iguales', 'Tarjetas con el signo igual'],
      pasos: [
        ['Poner', 'Ponemos cubos en los dos lados de la balanza.', 3],
        ['Igualar', 'Agregamos cubos hasta que la balanza queda en equilibrio.', 3],
        ['Registrar', 'Escribimos la igualdad con el signo igual.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 13',
    [
      'Ubicación de objetos: derecha, izquierda, arriba y abajo',
      'Describe la ubicación de objetos y personas respecto de sí mismo y de otros, usando derecha, izquierda, arriba, abajo, delante y detrás.',
      'Describe la ubicación de un objeto con arriba, abajo, delante y detrás.',
      'Describe la ubicación con arriba y abajo, pero confunde derecha e izquierda.',
      'No logra describir la ubicación de un objeto con derecha e izquierda.',
    ],
    [
      'Dice qué objeto está a su derecha y cuál a su izquierda, o arriba y abajo de otro.',
      'Dije qué objeto está a mi derecha y cuál a mi izquierda, o arriba y abajo de otro.',
    ],
    {
      id: 'ma01-13-el-tesoro-de-la-sala',
      tipo: 'tema',
      titulo: 'El tesoro escondido en la sala',
      presentacion: [
        'La profesora escondió un tesoro en la sala.',
        'Para encontrarlo hay que seguir pistas de ubicación.',
        'Por ejemplo: está arriba del estante, a la derecha e izquierda de dos ventanas.',
      ],
      materiales: ['Caja pequeña como tesoro', 'Tarjetas con pistas', 'Cinta adhesiva'],
      pasos: [
        ['Escuchar', 'Escuchamos cada pista de ubicación.', 2],
        ['Buscar', 'Caminamos a la derecha o a la izquierda según la pista.', 3],
        ['Esconder', 'Escondemos el tesoro y damos pistas de derecha e izquierda, arriba y abajo.', 3],
      ],
      tareas: ['trabajo_grupo', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA01 OA 14',
    [
      'Figuras 2D y 3D del entorno',
      'Reconoce figuras 2D y 3D en objetos del entorno, como un cubo en un dado o un círculo en una moneda, y relaciona las caras de un cuerpo con figuras 2D.',
      'Reconoce figuras 2D y 3D en objetos del entorno y las nombra.',
      'Nombra el círculo y el cuadrado, pero no reconoce figuras 3D.',
      'No distingue figuras 2D de figuras 3D.',
    ],
    [
      'Encuentra en la sala un objeto con forma de cubo y otro con forma de esfera.',
      'Encontré en la sala un objeto con forma de cubo y otro con forma de esfera.',
    ],
    {
      id: 'ma01-14-caza-de-figuras',
      tipo: 'problema',
      titulo: 'Cazadores de figuras 2D y 3D',
      presentacion: [
        'En la sala hay objetos con forma de cubo, esfera y cilindro.',
        'También hay figuras como el círculo y el triángulo.',
        'Vamos a buscar figuras 2D y 3D.',
      ],
      tabla: {
        columnas: ['Objeto', 'Figura'],
        filas: [
          ['Dado', 'Cubo'],
          ['Pelota', ''],
          ['Moneda', ''],
          ['Tarro', ''],
        ],
      },
      materiales: ['Dados', 'Pelotas', 'Monedas', 'Tarros', 'Cuerpos geométricos de madera'],
      pasos: [
        ['Buscar', 'Buscamos objetos que tengan forma de cubo o de esfera.', 3],
        ['Comparar', 'Ponemos cada objeto al lado del cuerpo de madera que se le parece.', 3],
        ['Dibujar', 'Dibujamos la cara del cubo: es un cuadrado.', 2],
      ],
      tareas: ['investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 15',
    [
      'Líneas rectas y líneas curvas',
      'Reconoce líneas rectas y líneas curvas en dibujos y objetos, y traza cada una con regla o a mano alzada al hacer un dibujo.',
      'Reconoce y traza una línea recta y una línea curva.',
      'Reconoce la línea recta, pero no logra trazar una línea curva.',
      'No distingue una línea recta de una línea curva.',
    ],
    [
      'Traza una línea recta con regla y una línea curva a mano.',
      'Tracé una línea recta con regla y una línea curva a mano.',
    ],
    {
      id: 'ma01-15-dibujo-con-lineas',
      tipo: 'tema',
      titulo: 'Un dibujo con líneas rectas y curvas',
      presentacion: [
        'Una casa tiene líneas rectas.',
        'Un sol tiene una línea curva.',
        'Vamos a hacer un dibujo con líneas rectas y curvas.',
      ],
      materiales: ['Reglas', 'Hojas de bloc', 'Lápices de colores', 'Lana'],
      pasos: [
        ['Mirar', 'Buscamos en la sala una línea recta y una línea curva.', 2],
        ['Trazar', 'Trazamos líneas rectas con la regla y curvas a mano.', 4],
        ['Contar', 'Contamos cuántas líneas rectas y curvas tiene el dibujo.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA01 OA 16',
    [
      'Duración de actividades cotidianas',
      'Compara la duración de actividades cotidianas con unidades no estandarizadas, como aplausos o vueltas de un reloj de arena, y dice cuál demora más tiempo.',
      'Compara la duración de dos actividades y dice cuál demora más tiempo.',
      'Dice cuál actividad es más rápida, sin medir su duración.',
      'No compara la duración de las actividades.',
    ],
    [
      'Mide con aplausos la duración de una actividad y la compara con otra.',
      'Medí con aplausos la duración de una actividad y la comparé con otra.',
    ],
    {
      id: 'ma01-16-cuanto-demora',
      tipo: 'problema',
      titulo: '¿Cuánto demora? La duración con aplausos',
      presentacion: [
        'Vamos a medir el tiempo que demoran algunas actividades.',
        'Mientras un niño hace la actividad, el curso aplaude.',
        'Así comparamos la duración.',
      ],
      tabla: {
        columnas: ['Actividad', 'Aplausos'],
        filas: [
          ['Atarse los zapatos', ''],
          ['Lavarse las manos', ''],
          ['Guardar el estuche', ''],
        ],
      },
      materiales: ['Reloj de arena', 'Cordones', 'Estuches'],
      pasos: [
        ['Medir', 'Aplaudimos mientras un niño hace la actividad.', 3],
        ['Anotar', 'Anotamos cuántos aplausos duró cada actividad.', 3],
        ['Comparar', 'Decimos qué actividad demoró más tiempo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 17',
    [
      'Días de la semana, meses del año y fechas',
      'Ordena acontecimientos usando los días de la semana, los meses del año y fechas importantes, y dice qué pasó antes y qué pasará después.',
      'Nombra en orden los días de la semana y algunos meses del año.',
      'Nombra los días de la semana, pero no los ordena.',
      'No reconoce los días de la semana ni los meses.',
    ],
    [
      'Nombra los días de la semana en orden y dice qué día es hoy.',
      'Nombré los días de la semana en orden y dije qué día es hoy.',
    ],
    {
      id: 'ma01-17-nuestros-cumpleanos',
      tipo: 'problema',
      titulo: 'Los meses del año de nuestros cumpleaños',
      presentacion: [
        'Cada niño dice el mes de su cumpleaños.',
        'Vamos a ordenar las fechas en los meses del año.',
        '¿Qué mes tiene más cumpleaños?',
      ],
      tabla: {
        columnas: ['Mes', 'Cumpleaños'],
        filas: [
          ['Marzo', ''],
          ['Abril', ''],
          ['Mayo', ''],
          ['Junio', ''],
        ],
      },
      materiales: ['Calendario grande', 'Cartulina', 'Autoadhesivos'],
      pasos: [
        ['Contar', 'Cada uno dice el mes y la fecha de su cumpleaños.', 2],
        ['Ordenar', 'Pegamos un autoadhesivo en el mes de cada cumpleaños.', 3],
        ['Leer', 'Decimos qué cumpleaños viene antes y cuál después en los meses del año.', 3],
      ],
      tareas: ['afiche', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 18',
    [
      'Longitud: largo y corto',
      'Compara la longitud de varios objetos poniéndolos uno al lado del otro desde el mismo punto y los ordena del más corto al más largo.',
      'Compara la longitud de dos objetos y dice cuál es más largo.',
      'Dice cuál es más largo, pero sin ponerlos desde el mismo punto.',
      'No compara la longitud de los objetos.',
    ],
    ['Ordena tres lápices del más corto al más largo.', 'Ordené tres lápices del más corto al más largo.'],
    {
      id: 'ma01-18-cintas-largas-y-cortas',
      tipo: 'problema',
      titulo: 'Cintas largas y cintas cortas',
      presentacion: [
        'Cada grupo tiene cintas de colores.',
        'Algunas son largas y otras son cortas.',
        'Vamos a comparar su longitud.',
      ],
      tabla: {
        columnas: ['Cinta', '¿Larga o corta?'],
        filas: [
          ['Roja', ''],
          ['Azul', ''],
          ['Verde', ''],
        ],
      },
      materiales: ['Cintas de colores', 'Lápices', 'Tijeras'],
      pasos: [
        ['Poner', 'Ponemos las cintas juntas desde el mismo punto.', 3],
        ['Comparar', 'Decimos qué cinta es la más larga y cuál la más corta.', 3],
        ['Ordenar', 'Pegamos las cintas de la más corta a la más larga.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 19',
    [
      'Reunir datos con bloques y tablas de conteo',
      'Hace una pregunta al curso, reúne los datos con bloques o marcas en una tabla de conteo y responde la pregunta con esos datos.',
      'Anota datos en una tabla de conteo y dice qué opción tiene más marcas.',
      'Anota algunos datos con marcas, pero no los cuenta.',
      'No reúne ni anota datos.',
    ],
    [
      'Anota en una tabla de conteo la fruta favorita de sus compañeros.',
      'Anoté en una tabla de conteo la fruta favorita de mis compañeros.',
    ],
    {
      id: 'ma01-19-fruta-favorita',
      tipo: 'problema',
      titulo: '¿Cuál es la fruta favorita del curso? Reunimos datos',
      presentacion: [
        'Vamos a preguntar a cada compañero su fruta favorita.',
        'Anotamos los datos con una marca en la tabla de conteo.',
      ],
      tabla: {
        columnas: ['Fruta', 'Marcas', 'Total'],
        filas: [
          ['Manzana', '', ''],
          ['Plátano', '', ''],
          ['Naranja', '', ''],
        ],
      },
      materiales: ['Cubos encajables', 'Papelógrafo', 'Plumones'],
      pasos: [
        ['Preguntar', 'Preguntamos a cada compañero y ponemos una marca en la tabla de conteo.', 3],
        ['Armar torres', 'Hacemos una torre de bloques por cada fruta con sus datos.', 3],
        ['Responder', 'Decimos con los datos cuál fruta tiene más votos.', 2],
      ],
      tareas: ['investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA01 OA 20',
    [
      'Elaborar y leer pictogramas',
      'Elabora un pictograma con un dibujo por cada dato, lo lee y responde preguntas como cuál opción tiene más y cuántos hay en total.',
      'Elabora un pictograma y dice qué opción tiene más dibujos.',
      'Lee un pictograma ya hecho, pero no lo elabora.',
      'No entiende qué muestra un pictograma.',
    ],
    [
      'Lee un pictograma y dice qué mascota tiene más dibujos.',
      'Leí un pictograma y dije qué mascota tiene más dibujos.',
    ],
    {
      id: 'ma01-20-pictograma-de-mascotas',
      tipo: 'problema',
      titulo: 'El pictograma de las mascotas del curso',
      presentacion: [
        'Cada niño dice qué mascota tiene en su casa.',
        'Vamos a hacer un pictograma: un dibujo por cada mascota.',
      ],
      tabla: {
        columnas: ['Mascota', 'Niños'],
        filas: [
          ['Perro', '8'],
          ['Gato', '5'],
          ['Pez', '2'],
          ['Ninguna', '4'],
        ],
      },
      materiales: ['Papelógrafo', 'Autoadhesivos', 'Plumones'],
      pasos: [
        ['Pegar', 'Pegamos un autoadhesivo en el pictograma por cada mascota.', 4],
        ['Leer', 'Leemos el pictograma y contamos los dibujos de cada fila.', 2],
        ['Responder', 'Decimos qué mascota tiene más dibujos en el pictograma.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
]

/** 2° Básico. */
export const matematica02 = [
  instrumento(
    'MA02 OA 01',
    [
      'Conteo hasta 1.000 de 2 en 2, de 5 en 5, de 10 en 10 y de 100 en 100',
      'Sabe contar hasta 1.000 de 2 en 2, de 5 en 5, de 10 en 10 y de 100 en 100, hacia adelante y hacia atrás, desde cualquier número.',
      'Sabe contar de 100 en 100 y de 10 en 10 hacia adelante, pero duda al contar hacia atrás.',
      'Cuenta de 2 en 2 y de 5 en 5 hasta 100, pero no logra contar de 100 en 100.',
      'Cuenta de 1 en 1 y se pierde al contar de 10 en 10.',
    ],
    [
      'Sabe contar de 100 en 100 hasta 1.000 y contar hacia atrás de 10 en 10 desde 200.',
      'Supe contar de 100 en 100 hasta 1.000 y contar hacia atrás de 10 en 10 desde 200.',
    ],
    {
      id: 'ma02-01-monedas-del-kiosco',
      tipo: 'problema',
      titulo: 'Contar monedas de 5 en 5 y de 10 en 10',
      presentacion: [
        'En el kiosco del curso juntamos monedas de $5, $10 y $100.',
        'Vamos a contar de 5 en 5, de 10 en 10 y de 100 en 100.',
      ],
      tabla: {
        columnas: ['Monedas', 'Cantidad', 'Contamos'],
        filas: [
          ['De $5', '8', ''],
          ['De $10', '12', ''],
          ['De $100', '7', ''],
        ],
      },
      materiales: ['Monedas de juguete', 'Vasos plásticos', 'Hojas de bloc'],
      pasos: [
        ['Separar', 'Separamos las monedas de $5, de $10 y de $100.', 2],
        ['Contar', 'Contamos cada montón de 5 en 5, de 10 en 10 o de 100 en 100.', 4],
        ['Contar hacia atrás', 'Sacamos monedas de $10 y contamos hacia atrás de 10 en 10.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 02',
    [
      'Leer y representar números del 0 al 100',
      'Lee los números hasta el 100 y los representa con bloques de decenas, con dibujos, con cifras y con palabras, sin errores.',
      'Sabe leer los números hasta el 100 y representa los números con bloques y con cifras.',
      'Lee números hasta el 50, pero se equivoca al representar números con decenas.',
      'No logra leer ni representar números mayores que 20.',
    ],
    [
      'Representa los números hasta el 100 con barras de decenas y cubos sueltos.',
      'Representé los números hasta el 100 con barras de decenas y cubos sueltos.',
    ],
    {
      id: 'ma02-02-numeros-con-bloques',
      tipo: 'problema',
      titulo: 'Representar números hasta el 100 con bloques',
      presentacion: [
        'Cada grupo saca tres tarjetas con números hasta el 100.',
        'Vamos a leer cada número y representarlo con barras de 10 y cubos.',
      ],
      tabla: {
        columnas: ['Número', 'Barras de 10', 'Cubos sueltos', 'En palabras'],
        filas: [
          ['47', '4', '7', 'Cuarenta y siete'],
          ['63', '', '', ''],
          ['85', '', '', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Tarjetas con números', 'Lápices'],
      pasos: [
        ['Leer', 'Leemos el número de la tarjeta en voz alta.', 2],
        ['Representar', 'Representamos el número con barras de 10 y cubos sueltos.', 3],
        ['Escribir', 'Escribimos el número con palabras y contamos sus decenas.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 03',
    [
      'Comparar y ordenar números del 0 al 100',
      'Compara números hasta el 100 mirando primero las decenas, dice cuál es mayor y cuál es menor y ordena varios números en ambos sentidos.',
      'Compara dos números hasta el 100 y dice cuál es mayor.',
      'Compara números hasta el 100 con monedas, pero no los ordena.',
      'No distingue cuál número es mayor o menor.',
    ],
    [
      'Ordena los precios de cuatro productos de menor a mayor.',
      'Ordené los precios de cuatro productos de menor a mayor.',
    ],
    {
      id: 'ma02-03-precios-del-kiosco',
      tipo: 'problema',
      titulo: 'Los precios del kiosco: ¿cuál es mayor?',
      presentacion: [
        'En el kiosco hay productos con precios hasta $100.',
        'Vamos a comparar los precios y ordenarlos de menor a mayor.',
      ],
      tabla: {
        columnas: ['Producto', 'Precio'],
        filas: [
          ['Goma', '$45'],
          ['Lápiz', '$80'],
          ['Regla', '$25'],
          ['Globo', '$60'],
        ],
      },
      materiales: ['Monedas de juguete', 'Etiquetas de precios', 'Productos de juguete'],
      pasos: [
        ['Pagar', 'Juntamos las monedas del precio de cada producto.', 3],
        ['Comparar', 'Comparamos dos precios y decimos cuál es mayor.', 3],
        ['Ordenar', 'Ordenamos los productos del precio menor al mayor.', 2],
      ],
      tareas: ['resolucion_problemas', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA02 OA 04',
    [
      'Estimar cantidades hasta 100 con una referencia',
      'Hace una estimación de cantidades hasta 100 usando una cantidad de referencia de 10 o 20 y explica por qué su estimación está cerca.',
      'Hace una estimación de cantidades hasta 100 usando una cantidad de referencia.',
      'Dice una estimación lejana, sin mirar la cantidad de referencia.',
      'No logra estimar y cuenta cada objeto.',
    ],
    [
      'Estima cuántos porotos hay en un vaso usando un vaso con 20 como referencia.',
      'Estimé cuántos porotos hay en un vaso usando un vaso con 20 como referencia.',
    ],
    {
      id: 'ma02-04-vasos-de-porotos',
      tipo: 'problema',
      titulo: 'Estimar porotos con un vaso de referencia',
      presentacion: [
        'Un vaso tiene 20 porotos: es la cantidad de referencia.',
        'Los otros vasos tienen más porotos, hasta 100.',
        'Vamos a estimar cuántos porotos tiene cada vaso.',
      ],
      tabla: {
        columnas: ['Vaso', 'Mi estimación', 'Al contar'],
        filas: [
          ['A', '', ''],
          ['B', '', ''],
          ['C', '', ''],
        ],
      },
      materiales: ['Vasos transparentes', 'Porotos', 'Hojas de bloc'],
      pasos: [
        ['Mirar', 'Comparamos cada vaso con el vaso de referencia.', 2],
        ['Estimar', 'Anotamos nuestra estimación en la tabla.', 3],
        ['Comprobar', 'Contamos de 10 en 10 y vemos si la estimación estuvo cerca.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 05',
    [
      'Componer y descomponer números hasta 100',
      'Compone y descompone números hasta el 100 de varias formas, como 56 = 50 + 6 y 56 = 30 + 26, con material, dibujos y símbolos.',
      'Descompone números hasta el 100 en decenas y unidades, como 56 = 50 + 6.',
      'Descompone números hasta el 100 con material, pero no lo escribe con símbolos.',
      'No logra componer ni descomponer números.',
    ],
    [
      'Descompone y compone el 75 de dos formas distintas, como 70 + 5 y 60 + 15.',
      'Descompuse y compuse el 75 de dos formas distintas, como 70 + 5 y 60 + 15.',
    ],
    {
      id: 'ma02-05-pagar-de-varias-formas',
      tipo: 'problema',
      titulo: 'Pagar de varias formas: componer y descomponer',
      presentacion: [
        'Un juguete cuesta $75.',
        'Podemos pagar con monedas de $10 y de $1 de muchas formas.',
        'Vamos a descomponer el 75 de varias formas.',
      ],
      tabla: {
        columnas: ['Monedas de $10', 'Monedas de $1', 'Total'],
        filas: [
          ['7', '5', '$75'],
          ['6', '', '$75'],
          ['5', '', '$75'],
        ],
      },
      materiales: ['Monedas de juguete', 'Bloques multibase', 'Hojas de bloc'],
      pasos: [
        ['Pagar', 'Con monedas de $10 y de $1, componemos y descomponemos el 75.', 3],
        ['Descomponer', 'Escribimos la forma de pagar como una suma, por ejemplo 75 = 70 + 5.', 3],
        ['Componer', 'Buscamos otra forma y volvemos a componer el 75.', 2],
      ],
      tareas: ['resolucion_problemas', 'dramatizacion'],
    },
  ),
  instrumento(
    'MA02 OA 06',
    [
      'Cálculo mental: dobles, mitades y completar 10',
      'Usa y explica estrategias de cálculo mental para sumar y restar hasta 20: dobles y mitades, completar 10, uno más o uno menos.',
      'Usa dobles o completar 10 en el cálculo mental y lo explica con ayuda.',
      'Calcula hasta 20 con los dedos, sin una estrategia de cálculo mental.',
      'No usa el cálculo mental: cuenta objeto por objeto.',
    ],
    [
      'Calcula 7 + 8 con cálculo mental usando el doble de 7 y uno más.',
      'Calculé 7 + 8 con cálculo mental usando el doble de 7 y uno más.',
    ],
    {
      id: 'ma02-06-dobles-y-mitades',
      tipo: 'problema',
      titulo: 'El juego de los dobles y las mitades',
      presentacion: [
        'Un niño dice un número.',
        'El compañero dice su doble o su mitad con cálculo mental.',
        'Después explican cómo lo pensaron.',
      ],
      tabla: {
        columnas: ['Número', 'Doble', 'Mitad'],
        filas: [
          ['6', '12', '3'],
          ['8', '', ''],
          ['10', '', ''],
        ],
      },
      materiales: ['Tarjetas con números', 'Fichas', 'Marco de 10'],
      pasos: [
        ['Jugar', 'Sacamos una tarjeta y decimos su doble o su mitad.', 3],
        ['Explicar', 'Contamos qué estrategia de cálculo mental usamos.', 3],
        ['Comprobar', 'Usamos fichas para ver si el doble está bien.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 07',
    [
      'Decenas y unidades hasta el 100 según su valor posicional',
      'Reconoce decenas y unidades en números hasta el 100, explica el valor posicional de cada dígito y los representa en una tabla de valor posicional.',
      'Reconoce decenas y unidades en números hasta el 100.',
      'Cuenta decenas con material, pero confunde el valor posicional de los dígitos.',
      'No distingue las decenas de las unidades.',
    ],
    [
      'Dice cuántas decenas y unidades tiene el 68 y cuánto vale el 6.',
      'Dije cuántas decenas y unidades tiene el 68 y cuánto vale el 6.',
    ],
    {
      id: 'ma02-07-tabla-de-valor-posicional',
      tipo: 'problema',
      titulo: 'Decenas y unidades en la tabla de valor posicional',
      presentacion: [
        'Tenemos barras de 10 cubos y cubos sueltos.',
        'Cada barra es una decena y cada cubo suelto es una unidad.',
      ],
      tabla: {
        columnas: ['Número', 'Decenas', 'Unidades'],
        filas: [
          ['34', '3', '4'],
          ['58', '', ''],
          ['90', '', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Tabla de valor posicional', 'Lápices'],
      pasos: [
        ['Armar', 'Armamos cada número con barras y cubos.', 3],
        ['Anotar', 'Anotamos las decenas y las unidades en la tabla.', 3],
        ['Explicar', 'Decimos cuánto vale cada dígito según su valor posicional.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 08',
    [
      'Sumar y restar 0',
      'Muestra con material, dibujos y símbolos que al sumar 0 o restar 0 el número no cambia, y lo explica con ejemplos propios.',
      'Muestra que al sumar 0 el número no cambia.',
      'Resuelve sumas con cero, pero no explica qué ocurre.',
      'Cree que sumar 0 o restar 0 cambia el número.',
    ],
    ['Explica con fichas qué pasa al sumar 0 a un número.', 'Expliqué con fichas qué pasa al sumar 0 a un número.'],
    {
      id: 'ma02-08-la-caja-vacia',
      tipo: 'problema',
      titulo: 'La caja vacía: sumar 0 y restar 0',
      presentacion: [
        'En un plato hay 9 galletas.',
        'De la caja vacía sacamos 0 galletas y las ponemos en el plato.',
        '¿Cambia el número al sumar 0?',
      ],
      tabla: {
        columnas: ['Operación', 'Resultado'],
        filas: [
          ['9 + 0', ''],
          ['15 − 0', ''],
          ['0 + 23', ''],
        ],
      },
      materiales: ['Caja vacía', 'Fichas', 'Platos de cartón'],
      pasos: [
        ['Probar', 'Ponemos fichas en el plato y sumamos 0 desde la caja vacía.', 3],
        ['Restar', 'Quitamos 0 fichas y contamos otra vez.', 3],
        ['Explicar', 'Decimos qué pasa con el número al sumar 0 o restar 0.', 2],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA02 OA 09',
    [
      'Suma y resta hasta 100 y la suma sin reserva',
      'Resuelve y crea problemas de suma y resta hasta 100, registra el proceso con símbolos y aplica el algoritmo de la suma sin reserva.',
      'Resuelve problemas de suma y resta hasta 100 y aplica la suma sin reserva.',
      'Resuelve sumas y restas hasta 100 con material, pero no registra el proceso.',
      'No logra resolver un problema de suma o resta hasta 100.',
    ],
    [
      'Resuelve un problema con una suma sin reserva, como 34 + 25.',
      'Resolví un problema con una suma sin reserva, como 34 + 25.',
    ],
    {
      id: 'ma02-09-la-feria-del-curso',
      tipo: 'problema',
      titulo: 'La feria del curso: problemas de suma y resta',
      presentacion: [
        'En la feria del curso vendemos queques y galletas.',
        'El lunes vendimos 34 galletas y el martes 25.',
        '¿Cuántas vendimos en total? Es una suma sin reserva.',
      ],
      tabla: {
        columnas: ['Producto', 'Lunes', 'Martes', 'Total'],
        filas: [
          ['Galletas', '34', '25', ''],
          ['Queques', '21', '16', ''],
        ],
      },
      materiales: ['Bloques multibase', 'Hojas de bloc', 'Lápices'],
      pasos: [
        ['Leer', 'Leemos el problema y decimos si es una suma o una resta.', 2],
        ['Resolver', 'Sumamos primero las unidades y después las decenas.', 4],
        ['Crear', 'Inventamos un problema de resta con los datos de la tabla.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 10',
    [
      'La familia de operaciones de la suma y la resta',
      'Escribe la familia de operaciones de tres números, con dos sumas y dos restas, y la usa para encontrar un número que falta en un problema.',
      'Escribe la familia de operaciones de tres números.',
      'Escribe una suma y una resta, pero no completa la familia de operaciones.',
      'No ve la relación entre suma y resta con tres números.',
    ],
    [
      'Escribe las cuatro operaciones de la familia de 8, 6 y 14.',
      'Escribí las cuatro operaciones de la familia de 8, 6 y 14.',
    ],
    {
      id: 'ma02-10-familias-de-dominos',
      tipo: 'problema',
      titulo: 'Familias de operaciones con dominós',
      presentacion: [
        'Un dominó tiene 5 puntos en un lado y 7 en el otro.',
        'Con esos números armamos una familia de operaciones: dos sumas y dos restas.',
      ],
      tabla: {
        columnas: ['Dominó', 'Sumas', 'Restas'],
        filas: [
          ['5 y 7', '5 + 7 = 12; 7 + 5 = 12', '12 − 5 = 7; 12 − 7 = 5'],
          ['4 y 6', '', ''],
          ['3 y 9', '', ''],
        ],
      },
      materiales: ['Dominós', 'Hojas de bloc', 'Lápices'],
      pasos: [
        ['Sacar', 'Sacamos un dominó y contamos los puntos de cada lado.', 2],
        ['Escribir', 'Escribimos las dos sumas y las dos restas de la familia.', 4],
        ['Usar', 'Usamos la familia para encontrar un número que falta en una resta.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 11',
    [
      'La multiplicación y las tablas del 2, del 5 y del 10',
      'Explica la multiplicación como suma de sumandos iguales con material y dibujos, construye las tablas del 2, del 5 y del 10 y resuelve problemas con ellas.',
      'Representa una multiplicación como suma de sumandos iguales y usa la tabla del 2.',
      'Suma grupos iguales, pero no lo escribe como multiplicación.',
      'No relaciona los grupos iguales con la multiplicación.',
    ],
    [
      'Escribe 5 + 5 + 5 como la multiplicación 3 · 5 y la resuelve.',
      'Escribí 5 + 5 + 5 como la multiplicación 3 · 5 y la resolví.',
    ],
    {
      id: 'ma02-11-ruedas-y-dedos',
      tipo: 'problema',
      titulo: 'Ruedas, manos y dedos: las tablas del 2, del 5 y del 10',
      presentacion: [
        'Una bicicleta tiene 2 ruedas. Una mano tiene 5 dedos.',
        '¿Cuántas ruedas tienen 6 bicicletas? Es una multiplicación.',
      ],
      tabla: {
        columnas: ['Cantidad', 'Ruedas (tabla del 2)', 'Dedos (tabla del 5)'],
        filas: [
          ['1', '2', '5'],
          ['2', '4', ''],
          ['3', '', ''],
          ['4', '', ''],
        ],
      },
      materiales: ['Palitos de helado', 'Fichas', 'Hojas de bloc'],
      pasos: [
        ['Agrupar', 'Hacemos grupos iguales de 2 o de 5 fichas.', 3],
        ['Sumar', 'Escribimos la suma de sumandos iguales y la multiplicación.', 3],
        ['Completar', 'Completamos la tabla del 2 y la tabla del 5.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 12',
    [
      'Patrones numéricos y términos que faltan',
      'Crea y continúa patrones numéricos, explica su regla y completa los términos que faltan en una secuencia, hacia adelante y hacia atrás.',
      'Continúa patrones numéricos y completa los términos que faltan.',
      'Continúa un patrón numérico que crece de 1 en 1, pero no completa los que faltan.',
      'No reconoce la regla de un patrón numérico.',
    ],
    [
      'Completa los términos que faltan en el patrón 5, 10, 15, __, 25.',
      'Completé los términos que faltan en el patrón 5, 10, 15, __, 25.',
    ],
    {
      id: 'ma02-12-la-escalera-de-numeros',
      tipo: 'problema',
      titulo: 'La escalera de números: patrones que crecen',
      presentacion: [
        'En cada escalón hay un número. El patrón numérico crece de 3 en 3.',
        '3, 6, 9, __, 15, __. ¿Qué números faltan?',
      ],
      tabla: { columnas: ['Escalón', '1', '2', '3', '4', '5'], filas: [['Número', '3', '6', '9', '', '']] },
      materiales: ['Tiza', 'Tarjetas con números', 'Cubos encajables'],
      pasos: [
        ['Descubrir', 'Miramos la escalera y decimos cuánto crece el patrón.', 2],
        ['Completar', 'Escribimos los términos que faltan en cada escalón.', 3],
        ['Crear', 'Creamos otro patrón numérico para un compañero.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 13',
    [
      'Igualdades y desigualdades con los signos =, > y <',
      'Muestra igualdades y desigualdades hasta 20 con material y dibujos, las registra con los signos =, > y < y explica por qué usó cada signo.',
      'Registra igualdades y desigualdades hasta 20 con los signos =, > y <.',
      'Reconoce una igualdad, pero confunde los signos > y <.',
      'No distingue una igualdad de una desigualdad.',
    ],
    [
      'Escribe el signo =, > o < entre 8 + 4 y 15 y explica por qué.',
      'Escribí el signo =, > o < entre 8 + 4 y 15 y expliqué por qué.',
    ],
    {
      id: 'ma02-13-balanza-de-signos',
      tipo: 'problema',
      titulo: 'Igualdad o desigualdad: ¿qué signo va?',
      presentacion: [
        'Ponemos fichas en los dos platos de una balanza.',
        'Si quedan iguales, hay una igualdad. Si no, hay una desigualdad.',
      ],
      tabla: {
        columnas: ['Plato izquierdo', 'Signo', 'Plato derecho'],
        filas: [
          ['6 + 4', '', '10'],
          ['9', '', '3 + 3'],
          ['7', '', '12'],
        ],
      },
      materiales: ['Balanza de platillos', 'Fichas iguales', 'Tarjetas con los signos =, > y <'],
      pasos: [
        ['Pesar', 'Ponemos las fichas de cada lado en la balanza.', 3],
        ['Poner el signo', 'Elegimos el signo de la igualdad o de la desigualdad.', 3],
        ['Explicar', 'Decimos por qué elegimos ese signo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 14',
    [
      'Ubicación de objetos a la derecha y a la izquierda',
      'Representa en un dibujo la ubicación de objetos y personas y la describe respecto de sí mismo y de otros, usando derecha, izquierda, delante, detrás y entre.',
      'Describe la ubicación de objetos usando derecha e izquierda respecto de otros.',
      'Describe la ubicación respecto de sí mismo, pero confunde derecha e izquierda respecto de otros.',
      'No logra describir la posición de objetos a su derecha o a su izquierda.',
    ],
    [
      'Dibuja su puesto en la sala y dice quién está a su derecha y a su izquierda.',
      'Dibujé mi puesto en la sala y dije quién está a mi derecha y a mi izquierda.',
    ],
    {
      id: 'ma02-14-el-plano-de-la-sala',
      tipo: 'tema',
      titulo: 'El dibujo de la sala: ¿quién está a mi derecha?',
      presentacion: [
        'Vamos a dibujar la sala desde arriba.',
        'Marcamos la ubicación de las mesas, la puerta y la pizarra.',
        'Después decimos qué está a la derecha o a la izquierda de cada cosa.',
      ],
      materiales: ['Papelógrafo', 'Plumones', 'Figuras recortadas de cartulina'],
      pasos: [
        ['Dibujar', 'Dibujamos la sala y pegamos una figura en la ubicación de cada mesa.', 4],
        ['Describir', 'Decimos quién está a la derecha y a la izquierda de cada niño.', 2],
        ['Jugar', 'Un niño describe una ubicación y los demás adivinan el lugar.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA02 OA 15',
    [
      'Figuras 2D: triángulos, cuadrados, rectángulos y círculos',
      'Describe, compara y construye triángulos, cuadrados, rectángulos y círculos, y explica en qué se parecen y en qué se diferencian según sus lados y vértices.',
      'Construye un triángulo, un cuadrado y un rectángulo y cuenta sus lados.',
      'Nombra el círculo y el cuadrado, pero confunde el cuadrado con el rectángulo.',
      'No reconoce las figuras 2D.',
    ],
    [
      'Construye un cuadrado y un rectángulo con palitos y dice en qué se diferencian.',
      'Construí un cuadrado y un rectángulo con palitos y dije en qué se diferencian.',
    ],
    {
      id: 'ma02-15-figuras-con-palitos',
      tipo: 'problema',
      titulo: 'Figuras 2D con palitos y plasticina',
      presentacion: [
        'Con palitos y bolitas de plasticina podemos construir figuras 2D.',
        '¿Cuántos palitos necesita un triángulo? ¿Y un cuadrado?',
      ],
      tabla: {
        columnas: ['Figura', 'Lados', 'Vértices'],
        filas: [
          ['Triángulo', '', ''],
          ['Cuadrado', '', ''],
          ['Rectángulo', '', ''],
        ],
      },
      materiales: ['Palitos de helado', 'Plasticina', 'Lana para el círculo'],
      pasos: [
        ['Construir', 'Armamos un triángulo, un cuadrado y un rectángulo.', 4],
        ['Contar', 'Contamos los lados y los vértices de cada figura.', 2],
        ['Comparar', 'Decimos en qué se parecen el cuadrado y el rectángulo.', 2],
      ],
      tareas: ['maqueta', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 16',
    [
      'Figuras 3D: cubos, paralelepípedos, esferas y conos',
      'Describe, compara y construye cubos, paralelepípedos, esferas y conos, y explica cuáles ruedan, cuáles tienen caras planas y en qué se parecen.',
      'Construye un cubo y un paralelepípedo y dice en qué se parecen.',
      'Nombra la esfera y el cubo, pero no los describe.',
      'No reconoce las figuras 3D.',
    ],
    [
      'Construye un cubo y dos conos con plasticina y dice en qué se diferencian.',
      'Construí un cubo y dos conos con plasticina y dije en qué se diferencian.',
    ],
    {
      id: 'ma02-16-la-ciudad-de-cajas',
      tipo: 'tema',
      titulo: 'Una ciudad con figuras 3D',
      presentacion: [
        'Vamos a construir una ciudad con cajas y envases.',
        'Un edificio es un paralelepípedo, un techo puede ser un cono y una pelota es una esfera.',
      ],
      materiales: ['Cajas de remedios', 'Conos de cartulina', 'Pelotas de plasticina', 'Pegamento'],
      pasos: [
        ['Reunir', 'Buscamos envases con forma de cubo y de paralelepípedo.', 2],
        ['Construir', 'Armamos la ciudad con cubos, paralelepípedos, conos y esferas.', 4],
        ['Describir', 'Decimos qué figuras 3D usamos y cuáles ruedan.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'MA02 OA 17',
    [
      'El calendario: días, semanas, meses y fechas',
      'Usa el calendario para encontrar fechas, contar los días y las semanas que faltan para un evento y decir en qué mes ocurre.',
      'Encuentra una fecha en el calendario y dice el día de la semana.',
      'Nombra los meses, pero no encuentra una fecha en el calendario.',
      'No sabe leer el calendario.',
    ],
    [
      'Cuenta en el calendario cuántos días faltan para una fecha del curso.',
      'Conté en el calendario cuántos días faltan para una fecha del curso.',
    ],
    {
      id: 'ma02-17-fechas-del-curso',
      tipo: 'problema',
      titulo: 'Las fechas del curso en el calendario',
      presentacion: [
        'Vamos a marcar en el calendario las fechas importantes del curso.',
        '¿Cuántas semanas faltan para el paseo?',
      ],
      tabla: {
        columnas: ['Evento', 'Fecha', 'Día de la semana'],
        filas: [
          ['Paseo', '', ''],
          ['Día del libro', '23 de abril', ''],
          ['Fiestas Patrias', '18 de septiembre', ''],
        ],
      },
      materiales: ['Calendario del año', 'Plumones', 'Autoadhesivos'],
      pasos: [
        ['Marcar', 'Marcamos cada fecha en el calendario con un autoadhesivo.', 3],
        ['Contar', 'Contamos los días y las semanas que faltan para cada fecha.', 3],
        ['Decir', 'Decimos en qué mes y en qué día de la semana cae cada fecha.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'MA02 OA 18',
    [
      'Horas y medias horas en el reloj digital',
      'Lee horas y medias horas en un reloj digital y resuelve problemas sobre cuándo empieza y termina una actividad.',
      'Lee horas en punto y medias horas en un reloj digital.',
      'Lee horas en punto, pero confunde las medias horas.',
      'No logra leer la hora en un reloj digital.',
    ],
    [
      'Lee en un reloj digital la hora en que empieza el recreo.',
      'Leí en un reloj digital la hora en que empieza el recreo.',
    ],
    {
      id: 'ma02-18-horario-del-dia',
      tipo: 'problema',
      titulo: 'El horario del día en el reloj digital',
      presentacion: [
        'Las clases empiezan a las 8:00.',
        'El recreo es a las 9:30.',
        'Vamos a leer las horas del día en un reloj digital.',
      ],
      tabla: {
        columnas: ['Actividad', 'Hora en el reloj digital'],
        filas: [
          ['Entrada', '8:00'],
          ['Recreo', '9:30'],
          ['Almuerzo', ''],
          ['Salida', ''],
        ],
      },
      materiales: ['Reloj digital', 'Relojes de cartulina', 'Plumones'],
      pasos: [
        ['Leer', 'Leemos en el reloj digital las horas del horario.', 3],
        ['Anotar', 'Escribimos la hora de cada actividad en la tabla.', 3],
        ['Resolver', 'Decimos qué actividad viene media hora después del recreo.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 19',
    [
      'Medir longitudes en centímetros y metros',
      'Mide la longitud de objetos con clips, con centímetros y con metros, elige la unidad según el objeto y resuelve problemas comparando medidas.',
      'Mide la longitud de objetos con la regla en centímetros.',
      'Sabe medir con clips o pasos, pero no usa la regla.',
      'No logra medir la longitud de un objeto.',
    ],
    [
      'Mide con la regla la longitud de su lápiz en centímetros.',
      'Medí con la regla la longitud de mi lápiz en centímetros.',
    ],
    {
      id: 'ma02-19-medimos-la-sala',
      tipo: 'problema',
      titulo: 'Medir la longitud de objetos de la sala',
      presentacion: [
        'Vamos a medir objetos de la sala.',
        'Los objetos pequeños los medimos en centímetros.',
        'Los objetos grandes los medimos en metros.',
      ],
      tabla: {
        columnas: ['Objeto', 'Con clips', 'Medida'],
        filas: [
          ['Lápiz', '', 'cm'],
          ['Cuaderno', '', 'cm'],
          ['Pizarra', '', 'm'],
        ],
      },
      materiales: ['Reglas', 'Huinchas de medir', 'Clips'],
      pasos: [
        ['Medir con clips', 'Medimos cada objeto con una fila de clips.', 2],
        ['Medir', 'Medimos los objetos con la regla o la huincha.', 4],
        ['Comparar', 'Decimos qué objeto tiene la longitud mayor.', 2],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 20',
    [
      'Datos de juegos con monedas y dados',
      'Reúne y anota en una tabla de conteo los datos de un juego con monedas o dados y los usa para responder una pregunta estadística.',
      'Anota los resultados de los dados en una tabla de conteo.',
      'Lanza los dados y dice los resultados, pero no registra los datos.',
      'No reúne datos de un juego con dados o monedas.',
    ],
    [
      'Anota en una tabla de conteo lo que sale al lanzar un dado diez veces.',
      'Anoté en una tabla de conteo lo que sale al lanzar un dado diez veces.',
    ],
    {
      id: 'ma02-20-cara-o-sello',
      tipo: 'problema',
      titulo: '¿Sale más cara o sello? Datos con monedas',
      presentacion: [
        'Vamos a lanzar una moneda 20 veces.',
        'Cada vez anotamos si salió cara o sello en la tabla de conteo.',
      ],
      tabla: {
        columnas: ['Resultado', 'Marcas', 'Total'],
        filas: [
          ['Cara', '', ''],
          ['Sello', '', ''],
        ],
      },
      materiales: ['Monedas', 'Dados', 'Cubos encajables'],
      pasos: [
        ['Lanzar', 'Lanzamos la moneda y anotamos cada resultado con una marca.', 4],
        ['Contar', 'Contamos las marcas de cara y de sello.', 2],
        ['Responder', 'Decimos qué salió más veces según los datos de la tabla de conteo.', 2],
      ],
      tareas: ['investigacion', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'MA02 OA 21',
    [
      'Tablas y gráficos de barra de juegos con dados',
      'Anota en una tabla los resultados de un juego con dados o monedas, los muestra en un gráfico de barra simple y dice qué resultado salió más.',
      'Anota los resultados en una tabla y dibuja un gráfico de barra simple.',
      'Anota los resultados en una tabla, pero no hace el gráfico.',
      'No registra en tablas los resultados del juego con dados.',
    ],
    [
      'Hace un gráfico de barra con los resultados de lanzar un dado.',
      'Hice un gráfico de barra con los resultados de lanzar un dado.',
    ],
    {
      id: 'ma02-21-grafico-del-dado',
      tipo: 'problema',
      titulo: 'El gráfico de barra del dado',
      presentacion: [
        'Lanzamos un dado 30 veces y anotamos los resultados en una tabla.',
        'Después hacemos un gráfico de barra.',
      ],
      tabla: {
        columnas: ['Número del dado', 'Veces'],
        filas: [
          ['1', ''],
          ['2', ''],
          ['3', ''],
          ['4', ''],
          ['5', ''],
          ['6', ''],
        ],
      },
      materiales: ['Dados', 'Papel cuadriculado', 'Lápices de colores'],
      pasos: [
        ['Lanzar', 'Lanzamos el dado y anotamos cada resultado en la tabla.', 3],
        ['Graficar', 'Pintamos una barra por cada número del dado.', 3],
        ['Leer', 'Decimos qué barra del gráfico es la más alta.', 2],
      ],
      tareas: ['investigacion', 'afiche'],
    },
  ),
  instrumento(
    'MA02 OA 22',
    [
      'Pictogramas con escala y gráficos de barra simple',
      'Elabora e interpreta un pictograma con escala, como «cada dibujo vale 2», y un gráfico de barra simple, y responde preguntas con ellos.',
      'Lee un pictograma con escala y un gráfico de barra simple.',
      'Lee un pictograma con escala, pero no usa la escala para contar.',
      'No entiende qué muestra un gráfico de barra simple.',
    ],
    [
      'Lee un pictograma en que cada dibujo vale 2 y dice cuántos hay.',
      'Leí un pictograma en que cada dibujo vale 2 y dije cuántos hay.',
    ],
    {
      id: 'ma02-22-juegos-del-recreo',
      tipo: 'problema',
      titulo: 'Pictograma con escala de los juegos del recreo',
      presentacion: [
        'Preguntamos a 30 niños cuál es su juego favorito del recreo.',
        'En el pictograma, cada pelota vale 2 niños: esa es la escala.',
      ],
      tabla: {
        columnas: ['Juego', 'Niños'],
        filas: [
          ['Pillarse', '10'],
          ['Fútbol', '12'],
          ['Saltar la cuerda', '6'],
          ['Escondidas', '2'],
        ],
      },
      materiales: ['Papelógrafo', 'Autoadhesivos', 'Papel cuadriculado'],
      pasos: [
        ['Pegar', 'Pegamos un autoadhesivo por cada 2 niños en el pictograma.', 3],
        ['Graficar', 'Hacemos el mismo dato en un gráfico de barra.', 3],
        ['Leer', 'Decimos qué juego tiene más votos en el pictograma con escala.', 2],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
]
