/**
 * Instruments of Historia, 3° and 4° Básico, per OA: the rubric's content criterion, the scale's indicator
 * and a practical work (a source, an investigation, a map, a model, a poster or a dramatization) written
 * for children of eight to ten (see `instrumento.ts` for the row format).
 */
import { instrumento } from './instrumento'

/** 3° Básico. */
export const historia03 = [
  instrumento(
    'HI03 OA 01',
    [
      'La vida en la Grecia antigua y su legado',
      'Describe la vida diaria en la Grecia antigua y explica con ejemplos su legado al presente: la democracia, el teatro, los Juegos Olímpicos y el alfabeto.',
      'Describe la vida diaria en la Grecia antigua y nombra dos elementos de su legado.',
      'Nombra un elemento del legado griego sin relacionarlo con la vida en Grecia.',
      'Confunde a Grecia con otras civilizaciones y no reconoce su legado.',
    ],
    [
      'Explica con un ejemplo el legado de la Grecia antigua al presente.',
      'Expliqué con un ejemplo el legado de la Grecia antigua al presente.',
    ],
    {
      id: 'hi03-01-juegos-olimpicos-del-curso',
      tipo: 'tema',
      titulo: 'Los Juegos Olímpicos de Grecia en nuestro curso',
      presentacion: [
        'En la Grecia antigua, cada cuatro años se hacían los Juegos Olímpicos en Olimpia en honor a Zeus.',
        'Los atletas corrían, saltaban y lanzaban el disco, y el ganador recibía una corona de olivo.',
        'Hoy los Juegos Olímpicos siguen siendo un legado griego.',
      ],
      materiales: ['Ramas de olivo o de otro árbol', 'Conos', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Investigar', 'Leemos cómo eran los Juegos Olímpicos en la Grecia antigua y qué pruebas tenían.', 3],
        ['Comparar', 'Anotamos en qué se parecen los Juegos Olímpicos griegos y los de hoy.', 3],
        ['Representar', 'Hacemos una carrera y entregamos coronas de olivo como en Olimpia.', 3],
      ],
      tareas: ['dramatizacion', 'exposicion_oral', 'afiche'],
    },
  ),
  instrumento(
    'HI03 OA 02',
    [
      'La vida en la Roma antigua y su legado',
      'Describe la vida diaria en Roma y explica con ejemplos su legado: el latín en nuestro idioma, las leyes escritas, los acueductos y el Coliseo.',
      'Describe la vida diaria en Roma y nombra dos elementos de su legado, como el latín o los acueductos.',
      'Nombra un elemento del legado de Roma sin explicarlo.',
      'Confunde Roma con Grecia y no reconoce el legado del latín ni de sus construcciones.',
    ],
    [
      'Explica con un ejemplo el legado de Roma, como el latín o los acueductos.',
      'Expliqué con un ejemplo el legado de Roma, como el latín o los acueductos.',
    ],
    {
      id: 'hi03-02-maqueta-de-un-acueducto',
      tipo: 'tema',
      titulo: 'Una maqueta de un acueducto de Roma',
      presentacion: [
        'Los acueductos de Roma llevaban agua desde los cerros hasta las ciudades.',
        'Tenían arcos de piedra y una pequeña inclinación para que el agua bajara sola.',
        'Vamos a construir una maqueta de un acueducto y explicar este legado.',
      ],
      materiales: ['Rollos de papel higiénico', 'Cartón', 'Cinta adhesiva', 'Bombilla o canaleta', 'Vaso con agua'],
      pasos: [
        ['Observar', 'Miramos imágenes de acueductos de Roma que todavía existen.', 2],
        ['Construir', 'Armamos los arcos con rollos de cartón y ponemos una canaleta encima con inclinación.', 4],
        ['Probar', 'Echamos agua y vemos si el acueducto la lleva de un lado a otro.', 2],
        ['Explicar', 'Contamos por qué el acueducto es un legado de Roma al presente.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 03',
    [
      'Cómo griegos y romanos satisficieron sus necesidades',
      'Explica con ejemplos cómo griegos y romanos resolvieron de forma distinta necesidades comunes como alimentarse, tener agua, vivienda y protegerse.',
      'Explica cómo griegos y romanos resolvieron dos necesidades, sin comparar sus soluciones.',
      'Nombra una necesidad sin decir cómo la resolvieron griegos y romanos.',
      'No relaciona las necesidades humanas con las soluciones de griegos y romanos.',
    ],
    [
      'Explica cómo griegos y romanos resolvieron una necesidad común.',
      'Expliqué cómo griegos y romanos resolvieron una necesidad común.',
    ],
    {
      id: 'hi03-03-cuadro-de-soluciones',
      tipo: 'problema',
      titulo: 'Las mismas necesidades, distintas soluciones',
      presentacion: [
        'Todos los seres humanos necesitan alimentarse, tener agua y una vivienda.',
        'Los griegos navegaban para comerciar y traer trigo; los romanos construyeron acueductos para llevar agua.',
        'Vamos a comparar cómo griegos y romanos satisficieron sus necesidades.',
      ],
      tabla: {
        columnas: ['Necesidad', 'Solución griega', 'Solución romana'],
        filas: [
          ['Alimentarse', 'Comercio por mar y cultivo de olivo', ''],
          ['Agua', '', 'Acueductos'],
          ['Vivienda', '', ''],
        ],
      },
      materiales: ['Imágenes de Grecia y Roma', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Leer', 'Leemos cómo vivían griegos y romanos y subrayamos sus soluciones.', 3],
        ['Completar el cuadro', 'Completamos el cuadro con las necesidades y las soluciones de cada pueblo.', 4],
        ['Explicar', 'Explicamos por qué cada pueblo resolvió sus necesidades de forma distinta.', 2],
      ],
      tareas: ['resolucion_problemas', 'afiche'],
    },
  ),
  instrumento(
    'HI03 OA 04',
    [
      'La vida en la Antigüedad comparada con la de hoy',
      'Compara la vida en la Antigüedad con la de hoy en costumbres, oficios, vestimenta, creencias y ciudades, y señala semejanzas y diferencias.',
      'Compara la vida en la Antigüedad con la de hoy en dos aspectos.',
      'Describe la vida en la Antigüedad sin compararla con el presente.',
      'No distingue la vida en la Antigüedad de la vida actual.',
    ],
    [
      'Compara un aspecto de la vida en la Antigüedad con la vida de hoy.',
      'Comparé un aspecto de la vida en la Antigüedad con la vida de hoy.',
    ],
    {
      id: 'hi03-04-un-dia-en-la-antiguedad',
      tipo: 'tema',
      titulo: 'Un día en la Antigüedad y un día hoy',
      presentacion: [
        'Un niño romano vestía túnica, iba a clases con un maestro y escribía en tablillas de cera.',
        'Hoy usamos uniforme, vamos a la escuela y escribimos en cuadernos o computadores.',
        'Vamos a comparar la vida en la Antigüedad con la nuestra.',
      ],
      tabla: {
        columnas: ['Aspecto', 'En la Antigüedad', 'Hoy'],
        filas: [
          ['Vestimenta', 'Túnica', ''],
          ['Oficios', '', ''],
          ['Creencias', '', ''],
          ['Ciudades', '', ''],
        ],
      },
      materiales: ['Sábanas o telas para una túnica', 'Hojas de bloc', 'Lápices de colores'],
      pasos: [
        ['Completar', 'Completamos la tabla con cómo era cada aspecto en la Antigüedad y cómo es hoy.', 4],
        ['Representar', 'En grupos actuamos un día de un niño de la Antigüedad y uno de hoy.', 4],
        ['Concluir', 'Decimos una semejanza y una diferencia entre la Antigüedad y el presente.', 2],
      ],
      tareas: ['dramatizacion', 'afiche'],
    },
  ),
  instrumento(
    'HI03 OA 05',
    [
      'Investigación sobre Grecia y Roma',
      'Investiga en libros, imágenes e internet un tema de Grecia o Roma, como sus dioses o héroes, cita sus fuentes y comunica lo aprendido con claridad.',
      'Investiga un tema de Grecia o Roma en dos fuentes y comunica lo aprendido.',
      'Investiga en una sola fuente y comunica datos sueltos.',
      'No investiga ni comunica un tema de las civilizaciones estudiadas.',
    ],
    [
      'Investiga en distintas fuentes un tema de Grecia o Roma y lo comunica.',
      'Investigué en distintas fuentes un tema de Grecia o Roma y lo comuniqué.',
    ],
    {
      id: 'hi03-05-investigacion-dioses-y-heroes',
      tipo: 'tema',
      titulo: 'Investigamos dioses y héroes de la Antigüedad',
      presentacion: [
        'Los griegos y los romanos contaban historias de dioses y héroes, como Zeus, Hércules o Ulises.',
        'Vamos a investigar en libros, imágenes e internet a un dios o a un héroe.',
        'Preguntas para la investigación: ¿quién era?, ¿qué poderes o hazañas tenía?, ¿qué fuente lo cuenta?',
      ],
      materiales: ['Libros de la biblioteca', 'Computador con internet', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Elegir', 'Cada grupo elige un dios o un héroe para investigar.', 1],
        ['Buscar fuentes', 'Buscamos información en dos fuentes y anotamos de dónde sacamos cada dato.', 4],
        ['Hacer el afiche', 'Hacemos un afiche con la imagen del dios o del héroe y sus hazañas.', 3],
        ['Comunicar', 'Presentamos la investigación al curso y decimos qué fuentes usamos.', 2],
      ],
      tareas: ['investigacion', 'afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 06',
    [
      'Ubicación en una cuadrícula',
      'Localiza personas, lugares y objetos en una cuadrícula con sus coordenadas de columna y fila, y describe rutas con los puntos cardinales.',
      'Localiza lugares en una cuadrícula con sus coordenadas, con un error que corrige.',
      'Localiza lugares en la cuadrícula sin usar coordenadas ni puntos cardinales.',
      'No localiza lugares en una cuadrícula.',
    ],
    [
      'Localiza un lugar en una cuadrícula con su columna y su fila.',
      'Localicé un lugar en una cuadrícula con su columna y su fila.',
    ],
    {
      id: 'hi03-06-busqueda-del-tesoro',
      tipo: 'problema',
      titulo: 'Búsqueda del tesoro en la cuadrícula',
      presentacion: [
        'El plano del patio tiene una cuadrícula con columnas A, B, C y D y filas 1, 2, 3 y 4.',
        'El tesoro está escondido en la casilla C3, al norte de la fuente.',
        'Vamos a crear pistas con coordenadas y puntos cardinales.',
      ],
      tabla: {
        columnas: ['Lugar', 'Coordenada en la cuadrícula', 'Punto cardinal desde la puerta'],
        filas: [
          ['Tesoro', 'C3', ''],
          ['Árbol', '', ''],
          ['Bebedero', '', ''],
        ],
      },
      materiales: ['Plano del patio con cuadrícula', 'Lápices de colores', 'Un objeto para esconder'],
      pasos: [
        ['Dibujar', 'Dibujamos la cuadrícula sobre el plano del patio y marcamos el norte.', 3],
        ['Escribir pistas', 'Escribimos tres pistas con coordenadas de columna y fila.', 3],
        ['Jugar', 'Otro grupo sigue las pistas y localiza el tesoro.', 3],
      ],
      tareas: ['resolucion_problemas', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 07',
    [
      'Hemisferios, líneas, continentes y océanos',
      'Distingue en el globo terráqueo y en el planisferio los hemisferios, la línea del Ecuador, los trópicos, los polos, los continentes y los océanos.',
      'Distingue en el globo terráqueo los continentes, los océanos y la línea del Ecuador.',
      'Nombra continentes u océanos sin ubicarlos en el planisferio.',
      'Confunde continentes con océanos en el globo terráqueo.',
    ],
    [
      'Ubica los continentes y los océanos en un planisferio.',
      'Ubiqué los continentes y los océanos en un planisferio.',
    ],
    {
      id: 'hi03-07-globo-terraqueo-de-globo',
      tipo: 'tema',
      titulo: 'Nuestro propio globo terráqueo',
      presentacion: [
        'La Tierra tiene cinco océanos y varios continentes.',
        'La línea del Ecuador la divide en hemisferio norte y hemisferio sur.',
        'Vamos a construir un globo terráqueo y ubicar en él continentes y océanos.',
      ],
      materiales: ['Globo o pelota de plumavit', 'Papel de diario y cola fría', 'Pinturas', 'Planisferio de modelo'],
      pasos: [
        ['Cubrir', 'Cubrimos el globo con papel y cola fría y lo dejamos secar.', 2],
        ['Marcar líneas', 'Marcamos la línea del Ecuador, los trópicos y los polos.', 3],
        ['Pintar', 'Pintamos los continentes y los océanos mirando el planisferio.', 4],
        ['Mostrar', 'Mostramos en qué hemisferio y continente está Chile.', 1],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 08',
    [
      'Zonas climáticas del planeta',
      'Ubica en el mapa las zonas cálidas, templadas y frías, describe sus paisajes y explica cómo las personas se adaptan a vivir en cada una.',
      'Ubica las zonas climáticas en el mapa y describe el paisaje de dos de ellas.',
      'Nombra una zona climática sin ubicarla ni describirla.',
      'Confunde las zonas climáticas del planeta.',
    ],
    [
      'Explica cómo las personas se adaptan a una zona climática.',
      'Expliqué cómo las personas se adaptan a una zona climática.',
    ],
    {
      id: 'hi03-08-viviendas-de-cada-clima',
      tipo: 'tema',
      titulo: 'Viviendas de cada zona climática',
      presentacion: [
        'En la zona fría, cerca de los polos, algunos pueblos construían iglúes de hielo.',
        'En la zona cálida hay selvas con lluvias, y allí se construyen casas sobre pilotes.',
        'Vamos a hacer maquetas de viviendas de cada zona climática.',
      ],
      tabla: {
        columnas: ['Zona climática', 'Paisaje', 'Vivienda', 'Vestimenta'],
        filas: [
          ['Zona fría', '', 'Iglú', ''],
          ['Zona templada', '', '', ''],
          ['Zona cálida', 'Selva', '', ''],
        ],
      },
      materiales: ['Planisferio', 'Plasticina', 'Palitos de helado', 'Algodón'],
      pasos: [
        ['Pintar las zonas', 'Pintamos en el planisferio las zonas cálidas, templadas y frías.', 3],
        ['Construir', 'Cada grupo hace la maqueta de una vivienda de su zona climática.', 4],
        ['Explicar', 'Explicamos cómo esa vivienda ayuda a adaptarse al clima.', 2],
      ],
      tareas: ['maqueta', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 09',
    [
      'El entorno geográfico de Grecia y Roma',
      'Describe el entorno geográfico de Grecia y Roma con palabras como península, mar Mediterráneo, archipiélago, montaña y valle.',
      'Describe el entorno geográfico de Grecia o de Roma con tres palabras geográficas.',
      'Nombra el mar Mediterráneo sin describir el entorno geográfico.',
      'No describe el entorno geográfico de las civilizaciones estudiadas.',
    ],
    [
      'Describe el entorno geográfico de Grecia o Roma con vocabulario geográfico.',
      'Describí el entorno geográfico de Grecia o Roma con vocabulario geográfico.',
    ],
    {
      id: 'hi03-09-mapa-del-mediterraneo',
      tipo: 'tema',
      titulo: 'Un mapa del mar Mediterráneo',
      presentacion: [
        'Grecia está en una península con muchas montañas y tiene archipiélagos en el mar Egeo.',
        'Roma creció junto al río Tíber, en la península itálica.',
        'Vamos a dibujar un mapa del entorno geográfico de Grecia y Roma.',
      ],
      materiales: ['Mapa mudo del Mediterráneo', 'Lápices de colores', 'Etiquetas'],
      pasos: [
        ['Pintar', 'Pintamos el mar Mediterráneo, las penínsulas y las islas.', 3],
        ['Rotular', 'Escribimos península, archipiélago, montaña, río Tíber y mar Egeo.', 3],
        ['Describir', 'Escribimos dos oraciones sobre el entorno geográfico de cada civilización.', 3],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 10',
    [
      'Factores geográficos en Grecia y Roma',
      'Explica cómo el relieve, el clima, los recursos y el mar Egeo o el Mediterráneo influyeron en el desarrollo de Grecia y Roma.',
      'Explica cómo un factor geográfico influyó en Grecia o en Roma.',
      'Nombra factores geográficos sin relacionarlos con el desarrollo de Grecia o Roma.',
      'No reconoce factores geográficos en el desarrollo de Grecia y Roma.',
    ],
    [
      'Explica cómo un factor geográfico influyó en el desarrollo de Grecia o Roma.',
      'Expliqué cómo un factor geográfico influyó en el desarrollo de Grecia o Roma.',
    ],
    {
      id: 'hi03-10-por-que-navegaban',
      tipo: 'problema',
      titulo: '¿Por qué los griegos navegaban tanto?',
      presentacion: [
        'Grecia tiene un relieve montañoso y poco suelo bueno para cultivar trigo.',
        'Por eso los griegos navegaron por el mar Egeo para comerciar aceite y vino a cambio de trigo.',
        'Vamos a explicar cómo el relieve y el mar influyeron en Grecia y Roma.',
      ],
      materiales: ['Mapa físico de Grecia e Italia', 'Barcos de papel', 'Hojas de bloc'],
      pasos: [
        ['Observar el mapa', 'Buscamos en el mapa las montañas, el mar Egeo y el río Tíber.', 3],
        ['Resolver', 'Explicamos por qué el relieve montañoso llevó a los griegos a navegar.', 3],
        ['Comparar', 'Decimos qué ventaja tenía Roma por estar en el centro del Mediterráneo.', 3],
      ],
      tareas: ['resolucion_problemas', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 11',
    [
      'Mis deberes como estudiante',
      'Asume sus deberes: cumple sus tareas escolares, mantiene ordenados y limpios los espacios compartidos, cuida su higiene y colabora en casa.',
      'Cumple la mayoría de sus deberes escolares y de higiene.',
      'Cumple algunos deberes solo cuando se le recuerdan.',
      'No asume sus deberes escolares ni los de la casa.',
    ],
    [
      'Cumple sus deberes escolares y mantiene ordenado su puesto.',
      'Cumplí mis deberes escolares y mantuve ordenado mi puesto.',
    ],
    {
      id: 'hi03-11-registro-de-deberes',
      tipo: 'tema',
      titulo: 'Mi registro semanal de deberes',
      presentacion: [
        'Un estudiante responsable cumple sus tareas, cuida sus materiales y ayuda a mantener limpia la sala.',
        'También cuida su higiene y colabora en casa.',
        'Durante una semana vamos a registrar cómo cumplimos nuestros deberes.',
      ],
      tabla: {
        columnas: ['Deber', 'Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes'],
        filas: [
          ['Hice mis tareas escolares', '', '', '', '', ''],
          ['Dejé ordenado mi puesto', '', '', '', '', ''],
          ['Me lavé las manos y los dientes', '', '', '', '', ''],
          ['Colaboré en casa', '', '', '', '', ''],
        ],
      },
      materiales: ['Tabla de registro impresa', 'Lápices de colores'],
      pasos: [
        ['Registrar', 'Cada día marcamos en la tabla los deberes que cumplimos.', 5],
        ['Revisar', 'El viernes contamos cuántos deberes cumplimos y cuál nos costó más.', 2],
        ['Comprometerse', 'Escribimos un compromiso para mejorar un deber la próxima semana.', 2],
      ],
      tareas: ['trabajo_grupo', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 12',
    [
      'Tolerancia, respeto y empatía',
      'Actúa con tolerancia y respeto ante opiniones, costumbres y creencias distintas, dialoga para resolver diferencias y ayuda con empatía a quien lo necesita.',
      'Actúa con respeto ante la diversidad y escucha opiniones distintas.',
      'Muestra respeto a veces, pero le cuesta dialogar cuando no está de acuerdo.',
      'No muestra tolerancia ni respeto ante la diversidad.',
    ],
    [
      'Escucha con respeto opiniones y costumbres distintas de las suyas.',
      'Escuché con respeto opiniones y costumbres distintas de las mías.',
    ],
    {
      id: 'hi03-12-costumbres-del-curso',
      tipo: 'tema',
      titulo: 'Las costumbres de nuestro curso',
      presentacion: [
        'En un curso hay familias con distintas costumbres, creencias y nacionalidades.',
        'Conocer esa diversidad nos ayuda a vivir con respeto y tolerancia.',
        'Vamos a entrevistarnos y presentar una costumbre de cada familia.',
      ],
      materiales: ['Hoja de entrevista', 'Cartulina', 'Lápices de colores'],
      pasos: [
        ['Entrevistar', 'En parejas, cada uno pregunta al otro por una costumbre de su familia.', 3],
        ['Presentar', 'Presentamos la costumbre de nuestro compañero con respeto.', 4],
        ['Dialogar', 'Conversamos qué aprendimos de la diversidad del curso.', 2],
      ],
      tareas: ['exposicion_oral', 'trabajo_grupo'],
    },
  ),
  instrumento(
    'HI03 OA 13',
    [
      'Honestidad en el juego y en el trabajo escolar',
      'Se comporta con honestidad: dice la verdad, juega limpio, no copia y reconoce sus errores y acciones aunque tengan consecuencias.',
      'Dice la verdad y juega limpio, y a veces le cuesta reconocer sus errores.',
      'Reconoce qué es la honestidad, pero no siempre dice la verdad.',
      'Miente, copia o hace trampa sin reconocer sus errores.',
    ],
    ['Reconoce sus errores y dice la verdad.', 'Reconocí mis errores y dije la verdad.'],
    {
      id: 'hi03-13-dilemas-de-honestidad',
      tipo: 'cuento',
      titulo: 'Dilemas de honestidad',
      presentacion: [
        'Durante el recreo, Diego rompe sin querer el diario mural y nadie lo ve.',
        'Si dice la verdad, tendrá que ayudar a arreglarlo.',
        'Vamos a actuar qué haría una persona honesta y qué consecuencias tendría.',
      ],
      materiales: ['Tarjetas con dilemas de honestidad'],
      pasos: [
        ['Leer el dilema', 'Cada grupo lee un dilema sobre decir la verdad o jugar limpio.', 2],
        ['Actuar', 'Actuamos dos finales: uno honesto y otro sin honestidad.', 4],
        ['Reflexionar', 'Comparamos los finales y decimos por qué la honestidad da confianza.', 3],
      ],
      tareas: ['dramatizacion', 'debate'],
    },
  ),
  instrumento(
    'HI03 OA 14',
    [
      'Los derechos de niñas y niños',
      'Reconoce que niñas y niños tienen derechos, como la educación, la salud y el juego, y da ejemplos de cómo la familia, la escuela y el Estado los protegen.',
      'Reconoce tres derechos del niño y da un ejemplo de cómo se protegen.',
      'Nombra derechos del niño sin dar ejemplos de cómo se protegen.',
      'Confunde los derechos con deseos o no reconoce los derechos del niño.',
    ],
    [
      'Da un ejemplo de cómo se protege un derecho de los niños.',
      'Di un ejemplo de cómo se protege un derecho de los niños.',
    ],
    {
      id: 'hi03-14-afiche-de-derechos',
      tipo: 'tema',
      titulo: 'Un afiche de los derechos del niño',
      presentacion: [
        'La Convención sobre los Derechos del Niño dice que todos los niños tienen derecho a la educación, la salud, el juego y la protección.',
        'La familia, la escuela y el Estado deben cuidar esos derechos.',
        'Vamos a hacer un afiche que muestre cómo se protege cada derecho.',
      ],
      tabla: {
        columnas: ['Derecho', 'Quién lo protege', 'Ejemplo'],
        filas: [
          ['Educación', 'La escuela', ''],
          ['Salud', '', 'Vacunas en el consultorio'],
          ['Juego y descanso', '', ''],
        ],
      },
      materiales: ['Cartulina grande', 'Recortes de revistas', 'Pegamento', 'Lápices de colores'],
      pasos: [
        ['Elegir derechos', 'Cada grupo elige dos derechos del niño.', 2],
        ['Buscar ejemplos', 'Completamos la tabla con quién protege cada derecho y un ejemplo.', 3],
        ['Hacer el afiche', 'Hacemos el afiche de los derechos y lo presentamos al curso.', 4],
      ],
      tareas: ['afiche', 'exposicion_oral'],
    },
  ),
  instrumento(
    'HI03 OA 15',
    [
      'Instituciones al servicio de la comunidad',
      'Investiga y explica qué servicio presta a la comunidad una institución pública o privada, como Junaeb, Sernac o una fundación, y qué trabajos realizan sus integrantes.',
      'Explica qué servicio presta una institución y nombra un trabajo que se hace en ella.',
      'Nombra una institución sin explicar qué servicio presta.',
      'No reconoce el servicio de las instituciones de la comunidad.',
    ],
    [
      'Explica qué servicio presta a la comunidad una institución que investigó.',
      'Expliqué qué servicio presta a la comunidad una institución que investigué.',
    ],
    {
      id: 'hi03-15-investigacion-instituciones',
      tipo: 'tema',
      titulo: 'Investigamos una institución',
      presentacion: [
        'La Junaeb entrega alimentación escolar y el Sernac protege a los consumidores.',
        'Los hospitales, los bancos y las fundaciones también prestan un servicio a la comunidad.',
        'Preguntas para investigar: ¿qué servicio presta la institución?, ¿quiénes trabajan allí?, ¿a quién ayuda?',
      ],
      materiales: ['Folletos de instituciones', 'Computador con internet', 'Cartulina'],
      pasos: [
        ['Elegir', 'Cada grupo elige una institución pública o privada.', 1],
        ['Investigar', 'Buscamos qué servicio presta y qué trabajos hacen sus integrantes.', 4],
        ['Presentar', 'Presentamos la institución con un afiche y respondemos preguntas.', 3],
      ],
      tareas: ['investigacion', 'exposicion_oral', 'afiche'],
    },
  ),
  instrumento(
    'HI03 OA 16',
    [
      'Participación responsable en la casa y la escuela',
      'Participa de forma activa y responsable en encargos, celebraciones y campañas solidarias, y cumple los compromisos que asume con su equipo.',
      'Participa en actividades del curso y cumple la mayoría de sus compromisos.',
      'Participa solo cuando se le pide y olvida algunos compromisos.',
      'No participa ni cumple los compromisos que asume.',
    ],
    [
      'Cumple el compromiso que asumió en una actividad del curso.',
      'Cumplí el compromiso que asumí en una actividad del curso.',
    ],
    {
      id: 'hi03-16-campana-solidaria',
      tipo: 'tema',
      titulo: 'Una campaña solidaria del curso',
      presentacion: [
        'Nuestro curso va a organizar una campaña solidaria para reunir útiles escolares.',
        'Cada estudiante asume un compromiso: hacer afiches, contar lo reunido o entregarlo.',
        'Al final revisaremos si cumplimos nuestra participación.',
      ],
      tabla: {
        columnas: ['Compromiso', 'Responsable', '¿Se cumplió?'],
        filas: [
          ['Hacer los afiches de la campaña', '', ''],
          ['Recibir y contar los útiles', '', ''],
          ['Entregar lo reunido', '', ''],
        ],
      },
      materiales: ['Cajas para reunir útiles', 'Cartulinas', 'Lápices de colores'],
      pasos: [
        ['Organizar', 'Elegimos la campaña y repartimos los compromisos.', 2],
        ['Participar', 'Cada uno cumple su encargo durante la campaña solidaria.', 5],
        ['Evaluar', 'Revisamos la tabla y decimos si cumplimos los compromisos.', 2],
      ],
      tareas: ['trabajo_grupo', 'afiche'],
    },
  ),
]
