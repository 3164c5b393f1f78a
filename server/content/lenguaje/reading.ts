/**
 * Reading passages written for Pizarra for the offline Lenguaje evaluations, with questions about each
 * passage: locate information, infer, vocabulary in context, purpose and structure. Prose lengths follow the
 * level band: 1°–2° Básico about 80–150 words, 3°–4° 200–300, 5°–6° 300–450, 7° Básico–2° Medio 450–700;
 * poems are shorter (40–120, 60–150, 90–220, 120–300 words), one stanza per paragraph, verses on lines, and
 * ask about the speaker, figurative language, verse, stanza and rhyme as the level requires.
 */

import { catalogueLevels, oaFor } from '../../curriculum/catalogue'
import { checkOf } from '../checks'
import type { OaPiece } from '../checks/types'
import { languageQuestions } from './reading-lengua'
import { literaryPassages } from './reading-literary'
import { modelTexts } from './reading-models'
import { modelTextsBasica } from './reading-models-basica'
import { modelTextsMedia } from './reading-models-media'
import type {
  Genero,
  GeneroTexto,
  LiteraryText,
  Passage,
  PassageKind,
  PassageQuestion,
  ReadingBand,
  TemaLengua,
} from './types'

export type { Genero, GeneroTexto, Passage, PassageKind, PassageQuestion, ReadingBand }

/** 0: 1°–2° Básico, 1: 3°–4°, 2: 5°–6°, 3: 7° Básico–2° Medio. */
export const bandOf = (levelIndex: number): ReadingBand =>
  levelIndex <= 1 ? 0 : levelIndex <= 3 ? 1 : levelIndex <= 5 ? 2 : 3

const stories: readonly Passage[] = [
  {
    titulo: 'La bufanda de Tomás',
    kind: 'narrativo',
    subgenero: 'cuento',
    band: 0,
    parrafos: [
      'Tomás tenía una bufanda roja que le tejió su abuela. Era larga y suave, y la usaba todos los días.',
      'Una mañana de invierno, Tomás fue a la plaza con su perro Coco. Hacía mucho frío y el pasto estaba blanco de escarcha.',
      'En una banca vio a un pajarito que temblaba. Tenía las plumas mojadas y no podía volar.',
      'Tomás se sacó la bufanda y envolvió al pajarito con cuidado. Coco lo miraba sin ladrar.',
      'Al rato, el sol salió detrás de los cerros. El pajarito se secó, movió las alas y voló hasta un árbol.',
      'Tomás volvió a casa con el cuello frío, pero muy contento.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Quién le tejió la bufanda a Tomás?',
        alternativas: ['Su mamá', 'Su abuela', 'Su hermana', 'Su tía'],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde estaba el pajarito?',
        alternativas: ['En el techo de la casa de Tomás', 'En un árbol', 'En una banca de la plaza', 'En la calle'],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Tomás volvió a casa contento?',
        alternativas: [
          'Porque encontró una bufanda nueva.',
          'Porque ayudó al pajarito a volar otra vez.',
          'Porque su perro aprendió a no ladrar.',
          'Porque dejó de hacer frío en la plaza del barrio.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el texto dice que el pasto estaba «blanco de escarcha». ¿Qué es la escarcha?',
        alternativas: [
          'Hielo muy fino que se forma con el frío de la noche.',
          'Flores blancas que crecen en el pasto durante el invierno.',
          'Arena que trae el viento.',
          'Nieve que cae de las nubes en verano.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué pasó al final del cuento?',
        alternativas: [
          'Tomás perdió su bufanda roja en la plaza y lloró.',
          'Coco se escapó detrás del pajarito.',
          'El pajarito se secó y voló hasta un árbol.',
          'La abuela tejió otra bufanda.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué opinas de lo que hizo Tomás con su bufanda? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la justifica con lo que pasó en el cuento (el pajarito tenía frío y pudo volar). 1 punto: da una opinión sin justificarla. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Las abejas',
    kind: 'informativo',
    subgenero: 'articulo',
    band: 0,
    parrafos: [
      'Las abejas son insectos pequeños que viven en grupos llamados colmenas. En una colmena puede haber miles de abejas.',
      'Cada colmena tiene una reina. Ella pone los huevos. Las abejas obreras buscan alimento, limpian la colmena y cuidan a las crías.',
      'Las abejas visitan las flores para tomar el néctar, un líquido dulce. Con el néctar fabrican la miel.',
      'Cuando una abeja se posa en una flor, el polen se pega en sus patas. Así lo lleva de una flor a otra, y las plantas pueden formar frutos y semillas.',
      'Sin abejas tendríamos menos frutas y verduras. Por eso es importante cuidarlas y no usar venenos en los jardines.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Cómo se llaman los grupos en que viven las abejas?',
        alternativas: ['Nidos', 'Colmenas', 'Manadas', 'Hormigueros'],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué hace la abeja reina?',
        alternativas: ['Fabrica la miel.', 'Limpia la colmena.', 'Pone los huevos.', 'Busca flores.'],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Según el texto, ¿qué es el néctar?',
        alternativas: [
          'Un líquido dulce de las flores.',
          'El polvo amarillo de las patas.',
          'La casa de las abejas.',
          'Una abeja que cuida a las crías.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué sin abejas tendríamos menos frutas?',
        alternativas: [
          'Porque las abejas se comen las frutas.',
          'Porque las abejas llevan el polen de una flor a otra.',
          'Porque la miel que fabrican hace crecer los árboles frutales.',
          'Porque las abejas riegan las plantas.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué fue escrito este texto?',
        alternativas: [
          'Para contar una aventura de una abeja.',
          'Para enseñar paso a paso cómo hacer miel en casa con las flores del jardín.',
          'Para informar cómo viven las abejas y por qué son importantes.',
          'Para invitar a una fiesta en el jardín.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Aplicar',
      enunciado: 'Escribe una acción que puedes hacer en tu casa o en tu escuela para cuidar a las abejas.',
      pauta:
        '2 puntos: propone una acción relacionada con el texto (no usar venenos, plantar flores, no molestar las colmenas). 1 punto: propone una acción poco clara. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El volantín de Amanda',
    kind: 'narrativo',
    subgenero: 'cuento',
    band: 1,
    parrafos: [
      'Faltaban tres días para el 18 de septiembre y en el pasaje de Amanda todos preparaban sus volantines. Su vecino Julián había comprado uno enorme, con los colores de la bandera, y lo mostraba a todo el que pasaba.',
      'Amanda no tenía dinero para comprar uno, pero tenía una idea. Juntó papel de volantín que había sobrado de un trabajo del colegio, dos varillas de coligüe que le regaló su tío y un ovillo de hilo de la caja de costura de su mamá.',
      'La primera tarde, el volantín le quedó chueco y, apenas lo soltó, dio tres vueltas y cayó de cabeza sobre el techo del almacén. Julián se rio tan fuerte que lo escucharon en la esquina.',
      'Amanda no se desanimó. Le preguntó a su abuelo, que de niño había sido campeón de volantines en Valparaíso. El abuelo le mostró cómo medir las varillas para que quedaran iguales, cómo amarrar los tirantes y por qué la cola debía ser larga y liviana.',
      'El 18 amaneció con viento del sur. En la cancha del barrio se elevaron decenas de volantines. El de Julián subió rápido, pero se enredó con otro y quedó colgando de un cable. El de Amanda, pequeño y parchado, subió despacio y se quedó quieto en lo alto, como una estrella de papel.',
      'Julián se acercó con la cabeza gacha. Amanda le pasó el carrete y le dijo: «Mañana hacemos uno para ti».',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Con qué materiales hizo Amanda su volantín?',
        alternativas: [
          'Con papel de diario, palos de helado y lana.',
          'Con papel de volantín, varillas de coligüe e hilo.',
          'Con una bolsa plástica, alambre y cordel.',
          'Con cartulina de colores, bombillas de plástico y cinta adhesiva.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Amanda le preguntó a su abuelo cómo hacer el volantín?',
        alternativas: [
          'Porque el abuelo vendía volantines en el almacén de la esquina del pasaje.',
          'Porque Julián le pidió que lo hiciera.',
          'Porque el abuelo sabía de volantines y el primero le salió chueco.',
          'Porque su mamá no le prestó el hilo.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la oración «Julián se acercó con la cabeza gacha», ¿qué significa «gacha»?',
        alternativas: [
          'Levantada con orgullo',
          'Inclinada hacia abajo',
          'Cubierta con un gorro',
          'Mojada por la lluvia',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué problema tuvo Amanda en el desarrollo del cuento?',
        alternativas: [
          'Su primer volantín quedó chueco y se cayó sobre un techo.',
          'No encontró la cancha del barrio.',
          'Su abuelo no quiso ayudarla.',
          'El 18 de septiembre no hubo viento y nadie pudo encumbrar en la cancha.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué característica de Amanda muestra el final del cuento?',
        alternativas: ['Es presumida.', 'Es generosa.', 'Es miedosa.', 'Es impaciente.'],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Compara cómo actuó Julián al comienzo y al final del cuento. ¿Qué crees que aprendió? Usa detalles del texto.',
      pauta:
        '4 puntos: describe que al comienzo presumía y se burlaba, y que al final se acercó avergonzado; propone un aprendizaje coherente (no burlarse, valorar el esfuerzo) con detalles del texto. 2 puntos: describe solo un momento o no usa detalles del texto. 0 puntos: no responde o no corresponde.',
    },
  },
  {
    titulo: 'El pingüino de Humboldt, un vecino del desierto y del mar',
    kind: 'informativo',
    subgenero: 'articulo',
    band: 1,
    parrafos: [
      'El pingüino de Humboldt vive en las costas de Chile y Perú. Aunque muchas personas imaginan a los pingüinos rodeados de hielo, esta especie habita lugares donde casi nunca llueve, como las playas rocosas del norte de Chile.',
      'Puede vivir en estas costas gracias a la corriente de Humboldt, una corriente de agua fría que recorre el océano Pacífico de sur a norte. El agua fría trae muchos nutrientes y por eso abundan los peces pequeños, como la anchoveta y la sardina, que son el alimento principal de este pingüino.',
      'El pingüino de Humboldt mide unos 65 centímetros y pesa alrededor de cuatro kilos. Tiene el pecho blanco con una franja negra en forma de herradura y manchas rosadas cerca del pico. No puede volar, pero es un excelente nadador: bajo el agua mueve sus alas como si fueran aletas.',
      'Para tener a sus crías, cava nidos en el guano, que es la acumulación de excrementos de aves marinas, o en cuevas entre las rocas. La hembra pone dos huevos y ambos padres se turnan para empollarlos.',
      'Hoy es una especie vulnerable. La pesca excesiva le quita alimento, la extracción de guano destruye sus nidos y la basura plástica contamina su hogar. En Chile existen áreas protegidas, como la Reserva Nacional Pingüino de Humboldt, donde se cuida a estas aves.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿De qué se alimenta principalmente el pingüino de Humboldt?',
        alternativas: [
          'De algas y plantas marinas que arranca de las rocas de la costa.',
          'De peces pequeños como la anchoveta y la sardina.',
          'De insectos de la playa.',
          'De huevos de otras aves.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el pingüino de Humboldt puede vivir en costas donde casi nunca llueve?',
        alternativas: [
          'Porque no necesita beber agua.',
          'Porque la corriente fría trae nutrientes y muchos peces.',
          'Porque en el desierto hay hielo escondido bajo la arena que le da agua.',
          'Porque migra al sur todos los inviernos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el texto, ¿qué significa que la especie sea «vulnerable»?',
        alternativas: [
          'Que es muy agresiva.',
          'Que está en riesgo y puede disminuir mucho.',
          'Que vive en muchos países.',
          'Que es la más grande y pesada de todos los pingüinos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿De qué trata el último párrafo del texto?',
        alternativas: [
          'De cómo es el cuerpo del pingüino y de cómo nada bajo el agua.',
          'De cómo nacen las crías.',
          'De los peligros que amenazan al pingüino y de su protección.',
          'De la corriente de Humboldt.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito principal del texto?',
        alternativas: [
          'Contar la historia de un pingüino perdido.',
          'Informar sobre las características y el cuidado del pingüino de Humboldt.',
          'Convencer a los lectores de viajar al norte de Chile para ver pingüinos en la playa.',
          'Enseñar a construir un nido.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Según el texto, ¿qué amenaza al pingüino de Humboldt? Elige una amenaza y propón una medida para disminuirla.',
      pauta:
        '4 puntos: nombra una amenaza del texto (pesca excesiva, extracción de guano, basura plástica) y propone una medida coherente con ella. 2 puntos: nombra la amenaza sin medida o la medida no se relaciona. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El partido del siglo',
    kind: 'narrativo',
    subgenero: 'cuento',
    band: 2,
    parrafos: [
      'En la escuela de Puerto Natales, el campeonato de fútbol era lo más importante del año. Ese invierno, el 6° B llegó a la final contra el 6° A, que no había perdido ni un partido en tres temporadas. Los del B tenían un problema: su arquero, Diego, se había quebrado un brazo jugando en la nieve.',
      'El profesor Ramírez reunió al equipo en el camarín. «Necesitamos un arquero», dijo. Nadie levantó la mano. Entonces, desde el fondo, habló Valentina, que siempre iba a los entrenamientos a mirar y nunca había jugado un partido oficial. «Yo puedo», dijo, con la voz más firme de lo que se sentía.',
      'Algunos compañeros se miraron con desconfianza. Benjamín, el capitán, murmuró que era mejor poner a cualquiera de los jugadores de cancha. Pero el profesor recordó que Valentina había atajado todos los penales en el recreo durante un mes, mientras los demás se reían de ella.',
      'El partido comenzó mal. A los cinco minutos, un tiro desviado pasó entre las piernas de Valentina y el 6° A celebró el primer gol. Ella sintió que las mejillas le ardían, pero respiró hondo y recordó lo que su abuela le decía cuando pescaban juntas en el fiordo: «El mar no se apura; tú tampoco».',
      'Desde ese momento, Valentina se transformó. Se lanzó a los pies de los delanteros, desvió un tiro libre con la punta de los dedos y, en el último minuto, cuando el partido iba empatado, atajó un penal que todos daban por gol. El gimnasio entero se puso de pie.',
      'En la definición, el 6° B ganó por un gol de diferencia. Benjamín corrió a abrazar a Valentina y, frente a todo el curso, le pidió disculpas por haber dudado de ella. Esa tarde, el trofeo quedó en la sala del 6° B, pero lo que todos recordaron fue otra cosa: que a veces el talento está en quien nadie mira.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué el 6° B necesitaba un nuevo arquero para la final?',
        alternativas: [
          'Porque el arquero se cambió de escuela.',
          'Porque Diego se quebró un brazo jugando en la nieve.',
          'Porque el profesor castigó al arquero.',
          'Porque el arquero titular prefería jugar de delantero en la final.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué muestra la frase «con la voz más firme de lo que se sentía»?',
        alternativas: [
          'Que Valentina estaba segura de que ganarían.',
          'Que Valentina sentía nervios, aunque no quiso demostrarlo.',
          'Que Valentina estaba enojada con el profesor por ponerla en el arco.',
          'Que Valentina no quería jugar la final.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el cuarto párrafo, ¿qué quiere decir la abuela con «El mar no se apura; tú tampoco»?',
        alternativas: [
          'Que hay que salir a pescar temprano, antes de que el mar se ponga bravo.',
          'Que conviene mantener la calma y actuar con paciencia.',
          'Que el mar es peligroso en invierno.',
          'Que Valentina debía jugar más lento que los demás.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cuál es el momento de mayor tensión (clímax) del relato?',
        alternativas: [
          'Cuando el profesor reúne al equipo en el camarín antes de empezar la final.',
          'Cuando Diego se quiebra el brazo.',
          'Cuando Valentina ataja un penal en el último minuto.',
          'Cuando el trofeo queda en la sala del 6° B.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Cuál de estas ideas expresa mejor el tema del cuento?',
        alternativas: [
          'El fútbol es el deporte más importante de la escuela.',
          'Los partidos se ganan solo con buenos delanteros.',
          'El talento puede estar en quien nadie toma en cuenta.',
          'Jugar en la nieve es peligroso.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece correcta la actitud de Benjamín al final del cuento? Fundamenta tu opinión con dos hechos del texto.',
      pauta:
        '4 puntos: da una opinión clara y la fundamenta con dos hechos del texto (dudó de Valentina; luego la abrazó y se disculpó frente al curso). 2 puntos: opina con un solo hecho o con hechos imprecisos. 0 puntos: no responde o no se refiere al texto.',
    },
  },
  {
    titulo: 'Los glaciares: el agua guardada de Chile',
    kind: 'informativo',
    subgenero: 'articulo',
    band: 2,
    parrafos: [
      'Chile tiene más de 24 000 glaciares, cerca del 80 % de todos los que hay en Sudamérica. Un glaciar es una gran masa de hielo que se forma cuando la nieve se acumula año tras año y se compacta por su propio peso. Aunque parezcan inmóviles, los glaciares se desplazan lentamente, empujados por la gravedad.',
      'Los glaciares son reservas de agua dulce. En invierno acumulan nieve y en verano, cuando hace calor y casi no llueve, se derriten poco a poco y alimentan ríos y esteros. Gracias a ellos, en la zona central de Chile hay agua para beber, para regar los campos y para generar electricidad incluso en los meses más secos. Por eso, muchos especialistas los llaman «torres de agua», porque guardan el agua en lo alto hasta que el valle la necesita.',
      'Existen glaciares de distintos tamaños. Algunos, como los de los Campos de Hielo Sur, en la Patagonia, son enormes y llegan hasta el mar o hasta lagos, donde se desprenden bloques de hielo llamados témpanos. Otros son pequeños y están escondidos en la alta cordillera, cubiertos de rocas y polvo; se llaman glaciares rocosos y son muy importantes en el norte.',
      'Sin embargo, la mayoría de los glaciares chilenos está retrocediendo, es decir, pierde más hielo del que gana. Los científicos explican que el aumento de la temperatura del planeta hace que se derritan más rápido. Además, algunas actividades humanas, como la construcción de caminos o la minería en la alta montaña, pueden dañarlos con polvo y maquinaria.',
      'Cuidar los glaciares es cuidar el agua del futuro. Por eso, los investigadores los miden con fotografías satelitales y estaciones en terreno, y muchas personas proponen leyes para protegerlos. También podemos colaborar desde la casa: usar el agua con responsabilidad ayuda a que los ríos que nacen en el hielo alcancen para todos.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el texto, ¿cómo se forma un glaciar?',
        alternativas: [
          'Cuando el mar se congela en invierno.',
          'Cuando la nieve se acumula año tras año y se compacta por su peso.',
          'Cuando la lluvia cae sobre las rocas de la cordillera y se congela de inmediato.',
          'Cuando los ríos se detienen en los lagos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué los glaciares son importantes en los meses secos de verano?',
        alternativas: [
          'Porque enfrían el aire de las ciudades.',
          'Porque al derretirse poco a poco alimentan ríos y esteros.',
          'Porque atraen a muchos turistas.',
          'Porque impiden que llueva en la cordillera durante los meses de verano.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el cuarto párrafo, ¿qué significa que un glaciar esté «retrocediendo»?',
        alternativas: [
          'Que se mueve hacia el mar.',
          'Que pierde más hielo del que gana.',
          'Que se cubre de rocas, tierra y polvo.',
          'Que forma nuevos témpanos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué información entrega el tercer párrafo?',
        alternativas: [
          'Las causas del retroceso de los glaciares en las últimas décadas.',
          'Los distintos tipos de glaciares según su tamaño y ubicación.',
          'Cómo se mide un glaciar con satélites.',
          'La cantidad de glaciares de Sudamérica.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito del último párrafo?',
        alternativas: [
          'Describir la forma de los témpanos.',
          'Explicar cómo se forman los glaciares rocosos de la zona central.',
          'Invitar a proteger los glaciares y a cuidar el agua.',
          'Contar la historia de un científico.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Explica con tus palabras la relación entre los glaciares y el agua que se usa en la zona central de Chile. Usa dos datos del texto.',
      pauta:
        '4 puntos: explica que los glaciares guardan agua en invierno y la liberan en verano hacia ríos que abastecen el consumo, el riego o la electricidad, con dos datos del texto. 2 puntos: explica la relación con un solo dato o de forma imprecisa. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La última micro',
    kind: 'narrativo',
    subgenero: 'cuento',
    band: 3,
    parrafos: [
      'Eran las once y diez de la noche cuando Catalina llegó corriendo al paradero de avenida Matta. La última micro hacia La Florida pasaba a las once y cuarto, y si la perdía tendría que llamar a su papá, que al día siguiente se levantaba a las cinco para entrar a la panadería. Se apoyó en el poste, con la mochila colgando de un hombro y el corazón golpeándole las costillas.',
      'En el paradero había solo una persona más: un hombre mayor, con un abrigo gastado y una bolsa de género sobre las rodillas. Miraba la calle con la paciencia de quien ha esperado muchas micros en su vida. Catalina lo observó de reojo y, sin saber por qué, se sintió más tranquila. Tal vez era su manera de sentarse, derecho y sin apuro, como si el paradero fuera el living de su casa.',
      '—¿Pasó ya la de las once y cuarto? —preguntó.',
      '—Todavía no, mija —respondió él—. Pero a veces se atrasa. Los choferes también se cansan.',
      'Pasaron cinco minutos, luego diez. La avenida se fue quedando vacía y las luces de los negocios se apagaban una a una, como si alguien las fuera soplando. Catalina revisó el celular: le quedaba un tres por ciento de batería. Escribió un mensaje a su papá, pero no alcanzó a enviarlo antes de que la pantalla se pusiera negra.',
      'El hombre sacó de la bolsa un termo y dos vasos de plástico. Sirvió té y le ofreció uno sin decir nada. Catalina dudó; recordó todas las veces que su mamá le había dicho que no aceptara cosas de desconocidos. Finalmente negó con la cabeza, con una sonrisa de disculpa. Él asintió, como si entendiera perfectamente, y bebió su té despacio.',
      '—Yo manejé micros treinta años —dijo de pronto—. La 210, la que iba por Gran Avenida. Cuando era la última vuelta, siempre miraba bien los paraderos. Uno nunca sabe quién está esperando para volver a su casa.',
      'A las once cuarenta aparecieron dos focos al fondo de la avenida. La micro se detuvo con un resoplido y el chofer, un muchacho joven, abrió la puerta. El hombre se puso de pie, pero no subió. Catalina lo miró, confundida.',
      '—¿No viene?',
      '—No, mija. Yo vivo aquí a la vuelta. Vengo a sentarme un rato porque no me puedo dormir temprano. Costumbre de chofer.',
      'Catalina subió, pagó el pasaje y se sentó junto a la ventana. Mientras la micro avanzaba, vio al hombre guardar los vasos en la bolsa y quedarse mirando la calle vacía, vigilando, pensó ella, que nadie se quedara sin volver a casa. Esa noche, al llegar, le contó todo a su papá. Él la escuchó en silencio y después dijo que, en su barrio, siempre había alguien que cuidaba sin que se lo pidieran.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Por qué Catalina no quería perder la última micro?',
        alternativas: [
          'Porque al día siguiente tenía una prueba de matemática a primera hora.',
          'Porque tendría que llamar a su papá, que madrugaba para trabajar.',
          'Porque no tenía dinero para un taxi.',
          'Porque su mamá la esperaba para cenar.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Catalina rechazó el té que le ofreció el hombre?',
        alternativas: [
          'Porque no le gustaba el té.',
          'Porque recordó el consejo de no aceptar cosas de desconocidos.',
          'Porque la micro ya estaba llegando.',
          'Porque el hombre fue descortés con ella y le habló de mala manera.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'En la expresión «las luces de los negocios se apagaban una a una, como si alguien las fuera soplando», ¿qué recurso se usa?',
        alternativas: ['Una comparación', 'Una enumeración', 'Una pregunta retórica', 'Una onomatopeya'],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué revela sobre el hombre la historia de su trabajo como chofer de la 210?',
        alternativas: [
          'Que extraña manejar y quiere volver a trabajar.',
          'Que mantiene la costumbre de cuidar a quienes esperan la micro.',
          'Que conoce al chofer de la micro de Catalina y lo está esperando.',
          'Que espera una micro para ir a Gran Avenida.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple la revelación final de que el hombre vive a la vuelta?',
        alternativas: [
          'Explica por qué no subió a la micro y da otro sentido a su espera en el paradero.',
          'Presenta un conflicto nuevo entre Catalina y el hombre que queda sin resolver al final.',
          'Describe el barrio donde vive Catalina.',
          'Explica por qué la micro se atrasó.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'El papá de Catalina dice que «siempre había alguien que cuidaba sin que se lo pidieran». Explica cómo se relaciona esta frase con lo que ocurre en el relato y da tu opinión sobre ella, con dos referencias al texto.',
      pauta:
        '6 puntos: relaciona la frase con la conducta del hombre (espera en el paradero, vigila la calle, se queda cuando ella sube), opina con fundamentos y cita dos pasajes. 4 puntos: relaciona y opina con una sola referencia. 2 puntos: parafrasea la frase sin relacionarla con el relato. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Atrapanieblas: agua que viene del aire',
    kind: 'informativo',
    subgenero: 'articulo',
    band: 3,
    parrafos: [
      'En la costa del norte de Chile, donde pueden pasar años sin lluvia, existe un recurso que durante siglos pasó casi inadvertido: la neblina costera, conocida como camanchaca. Esta nube baja y espesa se forma sobre el océano Pacífico cuando el aire húmedo se enfría al contacto con las aguas frías de la corriente de Humboldt. Empujada por el viento, la camanchaca avanza hacia los cerros costeros y queda atrapada en ellos, especialmente entre los 400 y los 1000 metros de altura.',
      'A mediados del siglo XX, el físico chileno Carlos Espinosa Arancibia, profesor de la Universidad Católica del Norte, se preguntó si esa humedad podía convertirse en agua utilizable. Su idea fue sencilla: si las gotas diminutas de la niebla chocan contra una superficie, se juntan y escurren. Así nació el atrapanieblas, una malla vertical tendida entre dos postes que intercepta la neblina. Las gotas se acumulan en la malla, caen a una canaleta y desde allí se conducen a un estanque.',
      'El rendimiento de un atrapanieblas depende del lugar, de la época del año y del material de la malla. En sitios favorables, como Alto Patache, al sur de Iquique, o el cerro El Tofo, en la Región de Coquimbo, cada metro cuadrado de malla puede captar entre dos y diez litros de agua al día. Puede parecer poco, pero un panel de 40 metros cuadrados llega a reunir cientos de litros diarios, suficientes para regar un huerto, abastecer un pequeño vivero o complementar el agua de una escuela rural.',
      'La experiencia más conocida se desarrolló en la caleta de Chungungo, en los años noventa. Durante un tiempo, decenas de atrapanieblas instalados en El Tofo abastecieron de agua a la comunidad, que hasta entonces dependía de un camión aljibe. El proyecto mostró las posibilidades de la técnica, pero también sus límites: las mallas requieren mantención constante, se dañan con los vientos fuertes y, cuando la organización de la comunidad se debilita, los sistemas se abandonan. Con los años, varias mallas se rompieron y la caleta volvió a depender del camión. Por eso, los especialistas insisten en que la tecnología funciona mejor cuando la comunidad participa en su cuidado desde el comienzo.',
      'Hoy, los atrapanieblas se usan en Chile, Perú, Marruecos y otros países con costas áridas. Nuevas mallas, inspiradas en los escarabajos del desierto de Namibia que beben la humedad del aire con su caparazón, buscan captar más agua con menos material. En algunos pueblos del norte, además, el agua de la niebla ya se usa para producir cerveza artesanal, regar olivos y mantener bosques nativos. Aunque no resolverán por sí solos la escasez hídrica, los atrapanieblas muestran que observar con atención el propio territorio puede revelar soluciones que estaban, literalmente, flotando en el aire.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el texto, ¿qué es la camanchaca?',
        alternativas: [
          'Un viento cálido que baja de la cordillera.',
          'Una neblina costera espesa que se forma sobre el océano Pacífico.',
          'Una lluvia intensa y breve propia del invierno en el altiplano del norte.',
          'Una corriente marina de aguas cálidas.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué se puede concluir de la experiencia de Chungungo?',
        alternativas: [
          'Que los atrapanieblas reemplazan por completo y para siempre a los camiones aljibe del pueblo.',
          'Que la tecnología necesita el compromiso sostenido de la comunidad para funcionar.',
          'Que la camanchaca desapareció en los años noventa.',
          'Que las mallas no captan agua en la Región de Coquimbo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el primer párrafo, la palabra «inadvertido» puede reemplazarse sin cambiar el sentido por:',
        alternativas: ['desapercibido', 'desconsiderado', 'abundante', 'despreciado'],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo se organiza la información del texto?',
        alternativas: [
          'Presenta un problema, narra una experiencia fallida en el norte y concluye que la técnica no sirve y debe abandonarse.',
          'Describe un recurso, explica el invento que lo aprovecha, da datos, analiza un caso y proyecta su futuro.',
          'Compara dos países y concluye cuál aprovecha mejor la niebla.',
          'Narra la biografía de un científico en orden cronológico.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Evaluar',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito principal del texto?',
        alternativas: [
          'Convencer al lector de instalar atrapanieblas en el techo de su casa para ahorrar agua potable.',
          'Informar sobre los atrapanieblas, su funcionamiento, sus posibilidades y sus límites.',
          'Denunciar el abandono de la caleta de Chungungo.',
          'Relatar la vida de los escarabajos de Namibia.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'El texto afirma que los atrapanieblas «no resolverán por sí solos la escasez hídrica». ¿Estás de acuerdo? Fundamenta tu postura con dos argumentos basados en la información del texto.',
      pauta:
        '6 puntos: presenta una postura clara y dos argumentos apoyados en datos del texto (rendimiento por metro cuadrado, necesidad de mantención, experiencia de Chungungo, usos posibles). 4 puntos: postura con un argumento apoyado en el texto. 2 puntos: postura sin fundamentos del texto. 0 puntos: no responde.',
    },
  },
  // ——— Poems: one per band, for the OA about reading poetry (speaker, figurative language, verse, stanza, rhyme) ———
  {
    titulo: 'La lluvia en el techo',
    kind: 'poema',
    subgenero: 'poema',
    band: 0,
    parrafos: [
      'La lluvia toca en el techo\ncon su tambor de cristal;\nmi gato duerme en su lecho\ny no se quiere mojar.',
      'Las gotas bajan saltando\ncomo niñas al jugar;\nel patio se va llenando\nde charcos para saltar.',
      'Cuando vuelve el sol dorado\ny se va la nube gris,\ncon mis botas de colores\nsalto en los charcos, feliz.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué hace el gato mientras cae la lluvia?',
        alternativas: ['Salta en los charcos', 'Duerme en su lecho', 'Toca el tambor', 'Mira el sol dorado'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el poema, el gato «duerme en su lecho». ¿Qué es un lecho?',
        alternativas: ['Un techo', 'Un charco', 'Una cama', 'Una ventana'],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué palabra del poema rima con «techo»?',
        alternativas: ['lluvia', 'cristal', 'gato', 'lecho'],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: 'El poema dice que las gotas bajan «como niñas al jugar». ¿Qué quiere decir?',
        alternativas: [
          'Que las gotas saltan como niñas jugando.',
          'Que unas niñas juegan bajo la lluvia.',
          'Que las niñas no salen a jugar cuando llueve.',
          'Que las gotas caen muy despacio.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cuántas estrofas tiene el poema «La lluvia en el techo»?',
        alternativas: ['Dos', 'Tres', 'Cuatro', 'Doce'],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te gusta la lluvia como a quien habla en el poema «La lluvia en el techo»? Escribe una oración y explica por qué.',
      pauta:
        '2 puntos: da una opinión y la relaciona con el poema (por ejemplo, saltar en los charcos cuando vuelve el sol). 1 punto: da una opinión sin relacionarla con el poema. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El árbol de la plaza',
    kind: 'poema',
    subgenero: 'poema',
    band: 1,
    parrafos: [
      'En la plaza de mi barrio\nvive un árbol muy anciano;\ncon sus brazos de madera\nnos saluda en el verano.',
      'Los gorriones le cuentan\nlos secretos de la tarde,\ny en otoño sus hojitas\nbailan lentas en el aire.',
      'Cuando llega el invierno\nse queda quieto y desnudo,\npero guarda en sus raíces\nun sueño verde y profundo.',
      'Yo le digo: «Buen amigo,\nno te canses de esperar,\nque en primavera tus ramas\notra vez van a cantar».',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde vive el árbol del poema?',
        alternativas: [
          'En un bosque lejano',
          'En la plaza del barrio',
          'En el patio de la escuela',
          'En la orilla de un río',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: 'El poema dice que el árbol «nos saluda» con «sus brazos de madera». ¿Qué recurso se usa?',
        alternativas: [
          'Se exagera el tamaño del árbol.',
          'Se repite un mismo sonido al inicio de los versos.',
          'Se le dan al árbol acciones de persona.',
          'Se cuenta quién plantó el árbol.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En invierno el árbol queda «quieto y desnudo». ¿Por qué dice «desnudo»?',
        alternativas: [
          'Porque perdió sus hojas.',
          'Porque le cortaron la corteza.',
          'Porque se fueron los gorriones.',
          'Porque hace calor en invierno.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cuántas estrofas tiene el poema «El árbol de la plaza»?',
        alternativas: ['Tres', 'Ocho', 'Dieciséis', 'Cuatro'],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué palabra del poema rima con «desnudo»?',
        alternativas: ['invierno', 'profundo', 'raíces', 'quieto'],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Analizar',
      enunciado:
        '¿Quién habla en el poema «El árbol de la plaza» y qué siente por el árbol? Explica tu respuesta con un verso del poema.',
      pauta:
        '4 puntos: reconoce que habla un niño o niña del barrio, nombra un sentimiento (cariño, amistad, esperanza) y lo apoya con un verso pertinente (por ejemplo, «Buen amigo, no te canses de esperar»). 2 puntos: nombra el sentimiento sin verso que lo apoye. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Lo que dice mi abuela del mar',
    kind: 'poema',
    subgenero: 'poema',
    band: 2,
    parrafos: [
      'Mi abuela dice que el mar\nes un caballo cansado\nque galopa por la noche\ny al alba duerme a mi lado.',
      'Dice que las olas blancas\nson pañuelos de otros puertos\nque agitan desde muy lejos\nlos marineros despiertos.',
      'Yo la escucho en la cocina\nmientras hierve la tetera;\ntiene arrugas como redes\ny la voz de una sirena.',
      'Los domingos me regala\ncaracolas de la playa:\nsi las pego a mi oreja,\noigo el mar que nunca calla.',
      'Cuando sea grande, abuela,\nno le tendré miedo al frío:\nguardaré tu mar en el pecho\ncomo el cauce guarda al río.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Quién es el hablante lírico del poema «Lo que dice mi abuela del mar»?',
        alternativas: [
          'La abuela, que habla del mar.',
          'Un marinero que vuelve al puerto después de un viaje.',
          'El mar, que habla de sí mismo.',
          'Un nieto o nieta que escucha a su abuela.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: 'En los versos «el mar / es un caballo cansado», ¿qué recurso se usa?',
        alternativas: [
          'Una metáfora: el mar es identificado con un caballo.',
          'Una rima asonante entre «mar» y «caballo».',
          'Una onomatopeya que imita el ruido de las olas del mar contra las rocas.',
          'Una pregunta que no espera respuesta.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El hablante dice que su abuela «tiene arrugas como redes». ¿Qué compara este verso?',
        alternativas: [
          'Las redes de pesca con las olas del mar en invierno.',
          'Las arrugas de la abuela con redes de pesca.',
          'La tetera de la cocina con una sirena.',
          'Los pañuelos blancos con los puertos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué tipo de rima hay entre «cansado» y «lado» en la primera estrofa?',
        alternativas: [
          'Asonante: coinciden solo las vocales desde la última acentuada.',
          'No hay rima entre esas palabras.',
          'Consonante: coinciden vocales y consonantes.',
          'Libre: el poema no tiene ninguna rima.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo está organizado el poema «Lo que dice mi abuela del mar»?',
        alternativas: [
          'En dos estrofas largas de diez versos.',
          'En cinco estrofas de dos versos.',
          'En cinco estrofas de cuatro versos.',
          'En veinte estrofas de un verso.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Analizar',
      enunciado:
        '¿Qué siente el hablante por su abuela en la última estrofa de «Lo que dice mi abuela del mar»? Fundamenta con un verso y explica qué significa.',
      pauta:
        '4 puntos: reconoce el cariño y la gratitud del hablante, que quiere conservar lo que su abuela le enseñó, y lo apoya con un verso explicado (por ejemplo, «guardaré tu mar en el pecho»). 2 puntos: nombra el sentimiento sin explicar el verso. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Los cerros encendidos',
    kind: 'poema',
    subgenero: 'poema',
    band: 3,
    parrafos: [
      'De noche los cerros de Valparaíso\nse visten con mil ventanas encendidas,\ncomo si alguien hubiera volcado\nun frasco de luciérnagas sobre el puerto.',
      'Yo subo en el ascensor más viejo,\nese que cruje como un barco antiguo,\ny desde arriba la ciudad parece\nun pesebre que nadie se atrevió a guardar.',
      'Abajo, el mar respira despacio,\nlame los muelles con su lengua oscura\ny les cuenta a las grúas dormidas\nhistorias de buques que no volvieron.',
      'Pienso en mi padre, que bajaba cada madrugada\ncon el frío metido en los bolsillos,\ny en la luz de la cocina\nque mi madre dejaba encendida para él.',
      'Tal vez por eso las ventanas de los cerros\nno me parecen casas sino faros:\ncada una espera a alguien\nque todavía viene subiendo.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Desde dónde contempla Valparaíso el hablante lírico?',
        alternativas: [
          'Desde un barco que entra al puerto.',
          'Desde lo alto, tras subir en ascensor.',
          'Desde la cocina de la casa de su madre.',
          'Desde una grúa dormida en el muelle.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: '¿A qué se refiere la imagen «un frasco de luciérnagas sobre el puerto»?',
        alternativas: [
          'A las luces de las ventanas de los cerros.',
          'A los insectos que vuelan sobre el mar.',
          'A los faros de los buques que no volvieron.',
          'A las estrellas reflejadas en el agua.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿En qué verso de «Los cerros encendidos» se personifica al mar?',
        alternativas: [
          '«ese que cruje como un barco antiguo»',
          '«con el frío metido en los bolsillos»',
          '«lame los muelles con su lengua oscura»',
          '«que mi madre dejaba encendida para él»',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué, en la última estrofa, las ventanas de los cerros le parecen faros al hablante?',
        alternativas: [
          'Porque en los cerros hay faros de verdad.',
          'Porque las ventanas tienen forma de torre iluminada.',
          'Porque quiere ser marinero como su padre.',
          'Porque recuerda la luz que esperaba a su padre.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué tipo de verso predomina en «Los cerros encendidos»?',
        alternativas: [
          'Octosílabos con rima asonante en los pares.',
          'Verso libre, sin rima ni medida regular.',
          'Versos con rima consonante en cada estrofa.',
          'Prosa dividida en párrafos sin versos.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué relación establece el hablante de «Los cerros encendidos» entre la ciudad iluminada y su familia? Fundamenta tu interpretación con dos versos del poema.',
      pauta:
        '6 puntos: explica que las luces de la ciudad le recuerdan la espera de su madre y el trabajo de su padre, y lo fundamenta con dos versos pertinentes bien interpretados. 4 puntos: interpretación adecuada con un verso. 2 puntos: interpretación sin versos o con versos que no la apoyan. 0 puntos: no responde.',
    },
  },
]

/** The stories, articles and poems, and the model texts of the genres the writing and oral objectives name. */
export const passages: readonly Passage[] = [
  ...stories,
  ...literaryPassages,
  ...modelTexts,
  ...modelTextsBasica,
  ...modelTextsMedia,
]

/** How a document names each genre, in Spanish, before the text ("Lee la siguiente fábula"). */
export const generoLabels: Readonly<Record<GeneroTexto, string>> = {
  cuento: 'cuento',
  'cuento-latinoamericano': 'cuento latinoamericano contemporáneo',
  fabula: 'fábula',
  leyenda: 'leyenda',
  mito: 'mito',
  epopeya: 'epopeya',
  novela: 'novela',
  historieta: 'historieta',
  'relato-historico': 'relato histórico',
  poema: 'poema',
  romance: 'romance',
  teatro: 'obra de teatro',
  comedia: 'comedia',
  tragedia: 'tragedia',
  articulo: 'artículo informativo',
  noticia: 'noticia',
  biografia: 'biografía',
  afiche: 'afiche',
  diario: 'diario de vida',
  cronica: 'crónica',
  carta: 'carta',
  instructivo: 'instructivo',
  opinion: 'texto de opinión',
  exposicion: 'guion de una exposición oral',
  dialogo: 'conversación',
  planificacion: 'plan de escritura',
  comentario: 'comentario de lectura',
  publicidad: 'aviso publicitario',
  investigacion: 'apuntes de investigación',
}

const byKind: Readonly<Record<string, GeneroTexto>> = {
  narrativo: 'cuento',
  informativo: 'articulo',
  poema: 'poema',
  cuento: 'cuento',
  fabula: 'fabula',
  leyenda: 'leyenda',
  argumentativo: 'opinion',
  noticia: 'noticia',
  biografia: 'biografia',
}

/**
 * What a passage or text is, in the checks' vocabulary: its declared `subgenero`, else a model text's first
 * genre, else its kind (a story is a `cuento`, an article an `articulo`).
 */
export function generoOf(p: {
  kind: PassageKind | LiteraryText['kind']
  subgenero?: GeneroTexto
  generos?: readonly Genero[]
}): GeneroTexto {
  return p.subgenero ?? p.generos?.[0] ?? byKind[p.kind] ?? 'cuento'
}

/** Every genre a passage or text is: its declared `subgenero`, a model text's `generos`, its kind's genre. */
export function generosOf(p: {
  kind: PassageKind | LiteraryText['kind']
  subgenero?: GeneroTexto
  generos?: readonly Genero[]
}): GeneroTexto[] {
  const all: GeneroTexto[] = [...(p.subgenero ? [p.subgenero] : []), ...(p.generos ?? [])]
  return all.length > 0 ? [...new Set(all)] : [generoOf(p)]
}

/**
 * A passage or text as the piece the checks read (`offObjective(codigo, textPiece(p, codigo))`): its genre (the
 * one the OA's check accepts, for a text of several genres such as a letter to the editor, both `opinion` and
 * `carta`), and its words after the genre's name as the document announces it ("fábula: El loro…").
 */
export function textPiece(p: Passage | LiteraryText, codigo?: string): OaPiece {
  const accepted = codigo ? checkOf(codigo)?.generos : undefined
  const genero = generosOf(p).find((g) => accepted?.includes(g)) ?? generoOf(p)
  return { tipo: 'texto', genero, texto: `${generoLabels[genero]}: ${p.titulo}. ${p.parrafos.join(' ')}` }
}

/**
 * A question on a passage as the item piece the checks read: the question and its options, after the genre
 * and title of the passage it asks about («Según la fábula «…», ¿…?»). A spelling item of its own OA reads no
 * passage: `questionPiece(undefined, q)`.
 */
export function questionPiece(p: Passage | undefined, q: PassageQuestion): OaPiece {
  const about = p ? `${generoLabels[generoOf(p)]} «${p.titulo}». ` : ''
  return { tipo: 'item', texto: `${about}${q.enunciado}`, alternativas: q.alternativas }
}

/**
 * The finer genres an objective names ("Leer y comprender relatos mitológicos" → mito; "cuentos de autores
 * latinoamericanos" → cuento-latinoamericano; "fábulas y leyendas" → fabula, leyenda), in the order named.
 */
export function literaryGenresNamed(objective: string): GeneroTexto[] {
  const text = objective
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const found: [number, GeneroTexto][] = []
  const at = (re: RegExp, g: GeneroTexto) => {
    const m = re.exec(text)
    if (m) found.push([m.index, g])
  }
  at(/latinoamerican/, 'cuento-latinoamericano')
  at(/fabula/, 'fabula')
  at(/leyenda/, 'leyenda')
  at(/\bmitos?\b|mitolog/, 'mito')
  at(/epopeya|epic[oa]s?\b/, 'epopeya')
  at(/comedia/, 'comedia')
  at(/tragedia|tragic/, 'tragedia')
  at(/romances?\b|poesia popular|decima/, 'romance')
  return found.sort((a, b) => a[0] - b[0]).map(([, g]) => g)
}

/** The words of a passage, for its length. */
export const wordCount = (p: Pick<Passage, 'parrafos'>) => p.parrafos.join(' ').split(/\s+/).filter(Boolean).length

/** The genre an objective asks to read, if it names one. */
export function kindAskedFor(objective: string): PassageKind | undefined {
  const text = objective.toLowerCase()
  if (/poema|poes[ií]a|l[ií]ric/.test(text)) return 'poema'
  if (/no literari|informativ|art[ií]culo|noticia|expositiv|argumentativ|medios de comunicaci|divulgaci/.test(text))
    return 'informativo'
  if (/narraci|cuento|leyenda|f[áa]bula|novela|literari|relato/.test(text)) return 'narrativo'
  return undefined
}

/** The genres of model texts an objective names ("Escribir cartas…", "Dialogar para debatir…"). */
export function genresAskedFor(objective: string): Genero[] {
  const text = objective
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const found: Genero[] = []
  if (/cartas? al director|column|editorial|ensayo|argumentativ|persuadir|persuasiv/.test(text)) found.push('opinion')
  if (/debat|dialog|conversaciones grupales|convenciones sociales/.test(text)) found.push('dialogo')
  // Oral texts (a presentation, a debate) are read in their script or transcription.
  if (/hablar con coherencia|exposici|exponer|textos orales|paraverbal|quien habla/.test(text)) found.push('exposicion')
  if (/textos orales|paraverbal|quien habla/.test(text)) found.push('dialogo')
  // Recreating a story's characters with puppets or a dramatization is an activity on a narration, not a play
  // to read (LE01 OA 08).
  if (
    /teatro|dramati|comedia|tragedia|representar distintos papeles|interpretar personajes/.test(
      text.replace(/recrean personajes[^.:;]*/, ''),
    )
  )
    found.push('teatro')
  if (/noticia|reportaje/.test(text)) found.push('noticia')
  if (/instruccion|instructiv|receta/.test(text)) found.push('instructivo')
  if (/planificar (lo que|sus textos)/.test(text)) found.push('planificacion')
  if (/\bcartas?\b(?! al director)/.test(text)) found.push('carta')
  // 1° Básico: to write a message or what happened to someone is first to write a letter.
  if (/mensajes por escrito|la escritura como medio/.test(text)) found.push('carta')
  if (/impresiones sobre lo que leen/.test(text)) found.push('comentario')
  if (/mensajes publicitarios/.test(text)) found.push('publicidad')
  // Research and synthesis (7° Básico–2° Medio) and the study of a new genre before writing it read a research
  // log, study notes or a worksheet on a genre.
  if (/investigar sobre diversos temas|ideas principales de textos leidos o escuchados|generos nuevos/.test(text))
    found.push('investigacion')
  return found
}

/** The topics of language knowledge an objective names ("Escribir de forma correcta…", "pronombres"). */
export function temasAskedFor(objective: string): TemaLengua[] {
  const text = objective
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
  const found: TemaLengua[] = []
  if (/ortograf|escribir de forma correcta|puntuacion|mayuscula/.test(text)) found.push('ortografia')
  // Handwriting: its questions are those on the written form (the space between words, capitals, the point).
  if (/letra legible/.test(text)) found.push('ortografia')
  if (/sustantiv|adjetiv|genero y el numero|concordancia|sujeto y predicado|oraciones compuestas|adverbio/.test(text))
    found.push('gramatica')
  if (/verbo|tiempos verbales|modos verbales|participio/.test(text)) found.push('verbos')
  if (/pronombre|correferencia|deictico|cohesion/.test(text)) found.push('cohesion')
  if (/estilo directo/.test(text)) found.push('estilo')
  if (
    /palabras nuevas|significado de (las )?palabras|sinonimo|palabras y expresiones que no conocen|capacidad expresiva/.test(
      text,
    )
  )
    found.push('vocabulario')
  return found
}

/** The questions about a passage's language, on the topics given (all of them without topics). */
export const languageOf = (p: Pick<Passage, 'titulo'>, temas?: readonly TemaLengua[]) =>
  (languageQuestions[p.titulo] ?? []).filter((q) => !temas || temas.includes(q.tema))

/**
 * The model texts of the genres given for a band: the band's own, else those of the nearest band (the easier
 * one first), so that a genre written for one band serves the next until it has its own.
 */
export function modelsFor(genres: readonly Genero[], band: ReadingBand): Passage[] {
  const of = (b: number) => passages.filter((p) => p.band === b && p.generos?.some((g) => genres.includes(g)))
  const own = of(band)
  if (own.length > 0 || genres.length === 0) return own
  const lower = of(band - 1)
  return lower.length > 0 ? lower : of(band + 1)
}

/**
 * The genres the check of an objective accepts (`server/content/checks/lenguaje.ts`), when the objective is the
 * description of a Lenguaje OA of the level and its check names genres; undefined otherwise.
 */
export function genresAcceptedFor(objective: string, levelIndex: number): readonly string[] | undefined {
  const nivel = catalogueLevels[levelIndex]
  if (!nivel) return undefined
  const asignatura = levelIndex >= 6 ? 'Lengua y Literatura' : 'Lenguaje y Comunicación'
  const oa = oaFor(nivel, asignatura).find((o) => o.descripcion === objective.trim())
  return oa ? checkOf(oa.codigo)?.generos : undefined
}

/**
 * The passage for an objective at a level: a passage of the finer literary genre the objective names (a myth
 * for "relatos mitológicos", a comedy for "comedias"), else the band's model text of a genre the objective
 * names (a letter for "Escribir cartas…"), else, for an OA whose check names genres, a passage of one of them
 * (the band's own, else the nearest band's), else one with questions on the language topics it names
 * (spelling, verbs…), else the band's passage of the kind it names (a poetry objective reads the band's poem),
 * else one chosen by the seed, never one already read in the document.
 */
export function passageFor(
  objective: string,
  levelIndex: number,
  seed: number,
  exclude: readonly string[] = [],
): Passage {
  const band = bandOf(levelIndex)
  const pool = passages.filter((p) => p.band === band)
  const fresh = (p: Passage) => !exclude.includes(p.titulo)
  const nearest = (fits: (p: Passage) => boolean) =>
    [band, band - 1, band + 1]
      .map((b) => passages.filter((p) => p.band === b && fits(p) && fresh(p)))
      .find((l) => l.length > 0)
  // An objective that names a finer literary genre (a myth, a fable, a legend, a Latin American short story, a
  // comedy, a tragedy) reads a passage of that genre: the band's own, else one of the nearest band.
  const named = literaryGenresNamed(objective)
  const ofNamed = named.length > 0 ? nearest((p) => named.includes(generoOf(p))) : undefined
  if (ofNamed) return ofNamed[seed % ofNamed.length]!
  // The genres the OA's check accepts: a text of another genre is off the OA.
  const accepted = genresAcceptedFor(objective, levelIndex)
  const fits = (p: Passage) => !accepted || generosOf(p).some((g) => accepted.includes(g))
  const genres = genresAskedFor(objective)
  const models = modelsFor(genres, band).filter(fresh)
  const fittingModels = models.filter(fits)
  if (fittingModels.length > 0) return fittingModels[seed % fittingModels.length]!
  if (accepted) {
    const ofAccepted = nearest(fits)
    if (ofAccepted) return ofAccepted[seed % ofAccepted.length]!
  }
  if (models.length > 0) return models[seed % models.length]!
  const asked = kindAskedFor(objective)
  // An objective of language knowledge (spelling, word classes, verbs, cohesion) that names no genre to read
  // reads a passage with questions on its topics.
  const temas = asked ? [] : temasAskedFor(objective)
  const withLanguage = pool.filter((p) => fresh(p) && languageOf(p, temas).length > 0)
  if (temas.length > 0 && withLanguage.length > 0) return withLanguage[seed % withLanguage.length]!
  // Without a genre named, prose first: the poem is read by a poetry objective or once the prose is used.
  // A play is read by an objective that names theatre, not by one on narrations.
  const byKind = pool.filter((p) => !p.generos?.includes('teatro') && (asked ? p.kind === asked : p.kind !== 'poema'))
  const unread = byKind.filter(fresh)
  const from = unread.length > 0 ? unread : pool.filter(fresh)
  // Every passage of the band already read in the document: one of the nearest band (the easier one
  // first) rather than the same passage and questions twice.
  const nearby = [band - 1, band + 1].flatMap((b) => passages.filter((p) => p.band === b && fresh(p)))
  const list = from.length > 0 ? from : nearby.length > 0 ? nearby.filter((p) => p.band === nearby[0]!.band) : pool
  return list[seed % list.length]!
}
