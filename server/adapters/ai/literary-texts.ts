/**
 * Original literary texts written for Pizarra, used by the offline `plantillas` provider when a teacher asks
 * for a literary text. Each is tagged with its genre and the school stages it suits.
 */
export type Stage = 'inicial' | 'superior' | 'media'
export type Genre = 'cuento' | 'fabula' | 'poema' | 'leyenda'

export interface LiteraryText {
  titulo: string
  genero: string
  kind: Genre
  stages: readonly Stage[]
  parrafos: readonly string[]
  glosario: readonly { palabra: string; definicion: string }[]
  /** Questions that only make sense for this text: literal, inferential and critical. */
  preguntas: { literal: string; inferencial: string; critica: string }
}

export const literaryTexts: readonly LiteraryText[] = [
  {
    titulo: 'La hormiga y el queltehue',
    genero: 'Narrativo: fábula',
    kind: 'fabula',
    stages: ['inicial', 'superior'],
    parrafos: [
      'En un potrero cerca de Rancagua vivía un queltehue que se creía el guardián del campo. Cada vez que alguien se acercaba, abría sus alas, mostraba sus espolones y gritaba: «¡Queltehue, queltehue! ¡Nadie pasa sin mi permiso!».',
      'Una mañana de otoño, una hormiga pequeña avanzaba por el pasto cargando un grano de trigo tres veces más grande que ella. El queltehue la vio y se rio tan fuerte que espantó a las diucas.',
      '—¿Para qué trabajas tanto, hormiguita? El sol todavía calienta y hay semillas por todas partes —le dijo.',
      '—Porque las lluvias llegan sin avisar —respondió la hormiga, sin soltar su carga—, y cuando llegan, las semillas se pudren o se las lleva el agua.',
      'El queltehue se encogió de hombros y siguió gritando a las vacas. Pasaron los días y, una noche, el cielo se puso negro. Llovió tanto que el potrero se transformó en una laguna y las semillas desaparecieron bajo el barro.',
      'Con el buche vacío y las plumas empapadas, el queltehue llegó hasta el hormiguero, que estaba seco bajo una piedra grande. La hormiga lo miró, pensó un momento y le ofreció tres granos de trigo.',
      '—Gracias —dijo el queltehue, avergonzado—. Pensé que cuidar el campo era gritar más fuerte que nadie.',
      '—Cuidar también es prepararse —contestó la hormiga—. Y compartir cuando otro lo necesita.',
      'Desde entonces, cuando el queltehue grita en las noches de lluvia, dicen en el campo que está avisando a todos que guarden sus semillas.',
      'Moraleja: quien se prepara a tiempo puede ayudarse a sí mismo y también a los demás.',
    ],
    glosario: [
      { palabra: 'potrero', definicion: 'Terreno con pasto donde se alimenta el ganado.' },
      { palabra: 'espolones', definicion: 'Puntas duras que algunas aves tienen en las alas o las patas.' },
      { palabra: 'buche', definicion: 'Bolsa del cuerpo de las aves donde se guarda el alimento antes de digerirlo.' },
      { palabra: 'moraleja', definicion: 'Enseñanza que deja una fábula.' },
    ],
    preguntas: {
      literal: '¿Qué cargaba la hormiga cuando el queltehue se rio de ella?',
      inferencial: '¿Por qué crees que el queltehue se sintió avergonzado al final de la historia?',
      critica:
        '¿Estás de acuerdo con la moraleja? Da un ejemplo de tu vida en que prepararte a tiempo te haya ayudado.',
    },
  },
  {
    titulo: 'El chungungo que no quería mojarse',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    parrafos: [
      'En una caleta de Chiloé nació un chungungo llamado Pelusa. Sus hermanos saltaban entre las olas desde el primer día, pero Pelusa se quedaba en las rocas, secándose el pelaje al sol y mirando el mar con desconfianza.',
      '—El agua está fría y las olas hacen ruido —decía—. Yo prefiero mirar.',
      'Su abuela, una chungunga vieja con bigotes blancos, no lo regañaba. Todas las tardes se sentaba a su lado y le contaba lo que había visto bajo el agua: bosques de huiro que se mueven como cabelleras, erizos morados, jaibas que caminan de lado y peces plateados que brillan como monedas.',
      'Una tarde, la marea subió más que nunca y una ola alcanzó la roca de Pelusa. Sin pensarlo, se encontró flotando. Pataleó asustado, tragó un poco de agua salada y, de pronto, descubrió que su cola lo empujaba y que sus patas sabían qué hacer.',
      'Metió la cabeza bajo el agua y vio, por fin, el bosque de huiro del que hablaba su abuela. Era más verde y más grande de lo que había imaginado.',
      'Esa noche, Pelusa llegó a la roca con un erizo entre las patas y el pelaje chorreando.',
      '—Abuela —dijo—, el mar sigue siendo frío y ruidoso. Pero también es hermoso.',
      'La abuela sonrió. Sabía que el miedo no se va de una vez: se vuelve más pequeño cada vez que uno se atreve.',
    ],
    glosario: [
      { palabra: 'chungungo', definicion: 'Nutria marina que vive en las costas rocosas de Chile.' },
      { palabra: 'caleta', definicion: 'Pequeña bahía donde llegan los botes de los pescadores.' },
      { palabra: 'huiro', definicion: 'Alga marina de gran tamaño que forma bosques bajo el mar.' },
      { palabra: 'marea', definicion: 'Subida y bajada del nivel del mar que ocurre cada día.' },
    ],
    preguntas: {
      literal: '¿Qué cosas le contaba la abuela a Pelusa sobre el fondo del mar?',
      inferencial:
        '¿Qué quiso decir la abuela al pensar que el miedo «se vuelve más pequeño cada vez que uno se atreve»?',
      critica: '¿Crees que la abuela actuó bien al no obligar a Pelusa a nadar? Fundamenta tu opinión.',
    },
  },
  {
    titulo: 'Lluvia en el sur',
    genero: 'Lírico: poema',
    kind: 'poema',
    stages: ['inicial', 'superior', 'media'],
    parrafos: [
      'Llueve sobre los techos de zinc\ncomo un tambor de mil dedos,\nllueve en el patio de la escuela\ny en los bolsillos de los cerezos.',
      'La abuela pone el pan al horno,\nla tetera canta despacito,\ny en la ventana empañada\ndibujo un sol chiquitito.',
      'Los charcos guardan pedazos de cielo,\nlas botas buscan el más profundo,\ny el río, gordo de tanta agua,\nse lleva cartas a todo el mundo.',
      'Cuando la lluvia se despide\ny el volcán se asoma, tranquilo,\nel bosque entero huele a nuevo\ny el sur respira de a poquito.',
    ],
    glosario: [
      { palabra: 'zinc', definicion: 'Metal con que se fabrican planchas para techos.' },
      { palabra: 'empañada', definicion: 'Cubierta de vapor, que no deja ver con claridad.' },
    ],
    preguntas: {
      literal: '¿Qué hace la abuela mientras llueve, según la segunda estrofa?',
      inferencial: '¿Qué significa que los charcos «guardan pedazos de cielo»? Explica la imagen.',
      critica: '¿Qué emociones te provoca el poema? ¿Por qué crees que el hablante eligió esos recuerdos?',
    },
  },
  {
    titulo: 'La piedra que cantaba en el desierto',
    genero: 'Narrativo: leyenda',
    kind: 'leyenda',
    stages: ['superior', 'media'],
    parrafos: [
      'Cuentan los arrieros del norte que, en medio del desierto de Atacama, hay una piedra que canta cuando sopla el viento de la tarde. Nadie sabe exactamente dónde está: algunos la han oído cerca de un salar, otros junto a una quebrada seca, y todos aseguran que su canto suena como una flauta de caña.',
      'Dicen que hace muchos años vivía en un oasis una joven pastora llamada Likan, que tocaba la flauta mejor que nadie. Su música era tan dulce que las vicuñas bajaban de los cerros para escucharla y los viajeros perdidos encontraban el camino siguiendo sus notas.',
      'Un verano, la sequía fue tan larga que el oasis comenzó a morir. Likan subió a la montaña para pedirle agua al cerro tutelar. Tocó durante tres días y tres noches, sin comer ni dormir, hasta que su flauta se quebró.',
      'Al amanecer del cuarto día, una nube oscura cubrió el cielo y la lluvia cayó sobre el oasis. Pero Likan no volvió. En el lugar donde la vieron por última vez, los pastores encontraron una piedra con pequeños agujeros, como los de una flauta.',
      'Desde entonces, cuando el viento atraviesa la piedra, el desierto se llena de música. Los arrieros se detienen, se sacan el sombrero y escuchan en silencio. Dicen que quien oye el canto nunca se pierde, porque Likan todavía guía a los viajeros hacia el agua.',
    ],
    glosario: [
      { palabra: 'arriero', definicion: 'Persona que conduce animales de carga por los caminos.' },
      { palabra: 'salar', definicion: 'Terreno extenso cubierto de sal, típico del norte de Chile.' },
      { palabra: 'quebrada', definicion: 'Paso estrecho entre montañas, a veces por donde corre o corrió un río.' },
      { palabra: 'tutelar', definicion: 'Que protege o cuida a un pueblo o a un lugar.' },
    ],
    preguntas: {
      literal: '¿Qué le ocurrió a la flauta de Likan al tercer día?',
      inferencial:
        '¿Qué elementos del relato muestran que se trata de una leyenda y no de un cuento? Justifica con el texto.',
      critica: '¿Qué valores de las comunidades del norte de Chile transmite esta leyenda? Fundamenta tu respuesta.',
    },
  },
  {
    titulo: 'El último tren a Talca',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['superior', 'media'],
    parrafos: [
      'La estación de Alameda olía a café recalentado y a lluvia. Tomás llegó corriendo, con la mochila golpeándole la espalda, justo cuando el inspector levantaba la bandera. Subió al último vagón y se dejó caer en un asiento junto a la ventana, sin aliento.',
      'Frente a él viajaba una señora de abrigo verde que tejía sin mirar los palillos. Tenía sobre las rodillas una caja de cartón amarrada con pita, de la que salía, de vez en cuando, un ruido suave, como de alguien que rasca una puerta.',
      '—Es un regalo para mi nieta —dijo la señora, adivinando la pregunta—. Cumple diez años mañana y lleva meses pidiéndolo.',
      'Tomás asintió. Él también viajaba por un cumpleaños: el de su padre, a quien no veía desde marzo. Llevaba en la mochila una carta que había escrito y borrado tantas veces que el papel estaba gastado en las esquinas.',
      'A la altura de Rancagua el tren se detuvo en medio del campo. Pasaron diez minutos, luego media hora. Un auxiliar recorrió los vagones: un árbol había caído sobre la vía y tendrían que esperar a la cuadrilla. La gente suspiró, llamó por teléfono, abrió sus colaciones.',
      'Entonces la caja de cartón se abrió. Un cachorro de orejas enormes saltó al pasillo y echó a correr entre las piernas de los pasajeros. Hubo gritos, risas, una bolsa de marraquetas por el suelo. Tomás lo atrapó en la puerta del baño y lo devolvió a su dueña, que lo miraba con los ojos húmedos de la risa.',
      '—Se llama Galleta —dijo ella—. ¿Y tú, a quién vas a ver?',
      'Tomás le contó de su padre, de la carta, de las palabras que no le salían. La señora lo escuchó sin interrumpir, con Galleta dormido en su falda.',
      '—Las cartas no tienen que ser perfectas —le dijo al final—. Tienen que llegar.',
      'Cuando el tren volvió a moverse ya era de noche. En el andén de Talca, bajo un farol amarillo, un hombre alto esperaba con las manos en los bolsillos. Tomás bajó, sacó la carta arrugada de la mochila y, antes de arrepentirse, se la entregó.',
    ],
    glosario: [
      { palabra: 'inspector', definicion: 'Persona encargada de controlar la salida de los trenes y los pasajes.' },
      { palabra: 'pita', definicion: 'Cordel delgado.' },
      { palabra: 'cuadrilla', definicion: 'Grupo de trabajadores que hace una tarea en conjunto.' },
      { palabra: 'andén', definicion: 'Plataforma de una estación donde se sube y se baja del tren.' },
    ],
    preguntas: {
      literal: '¿Por qué se detuvo el tren a la altura de Rancagua?',
      inferencial: '¿Qué relación existe entre lo que dice la señora sobre las cartas y la decisión final de Tomás?',
      critica: '¿Qué papel cumple el viaje en tren en la historia? ¿Podría ocurrir lo mismo en otro lugar? Fundamenta.',
    },
  },
  {
    titulo: 'Oda a la marraqueta',
    genero: 'Lírico: oda',
    kind: 'poema',
    stages: ['superior', 'media'],
    parrafos: [
      'Marraqueta,\npan de las once,\ntostada en la orilla,\nsuave en el centro,\nllegas a la mesa\ncomo llega la gente\nque uno quiere:\nsin pedir permiso.',
      'Te partes en cuatro\ncomo un mapa pequeño,\ncada trozo un país\ncon su frontera dorada,\ny en cada país\nla palta, el queso,\nel té que humea\nen la taza de la abuela.',
      'Nadie te escribió himnos,\nnadie te puso estatua,\npero estás en la micro\nde las seis de la mañana,\nen la bolsa del obrero,\nen la mochila escolar,\nen la mano del que vuelve\ncansado de trabajar.',
      'Marraqueta,\nhumilde y crujiente,\nhoy te canto\ncomo se canta a lo que dura:\nporque no hay fiesta sin ti\ny tampoco hay tristeza\nque no sea un poco menos\ncon pan caliente en la mesa.',
    ],
    glosario: [
      { palabra: 'oda', definicion: 'Poema lírico que exalta o celebra a una persona, un objeto o una idea.' },
      { palabra: 'marraqueta', definicion: 'Pan chileno de corteza crujiente que se parte en cuatro trozos.' },
      { palabra: 'himno', definicion: 'Composición que celebra algo de manera solemne.' },
    ],
    preguntas: {
      literal: '¿Con qué compara el hablante a la marraqueta cuando se parte en cuatro?',
      inferencial: '¿Por qué el hablante dice que nadie le escribió himnos a la marraqueta? ¿Qué quiere destacar?',
      critica:
        '¿Qué objeto cotidiano de tu vida merecería una oda? Explica qué valor tiene para ti y para tu comunidad.',
    },
  },
]

/** The school stage of a level name: inicial up to 4° Básico, superior 5°–8° Básico, media the rest. */
export function stageOf(nivel: string): Stage {
  const n = nivel.toLowerCase()
  if (n.includes('medio')) return 'media'
  const grade = Number(n.match(/(\d+)/)?.[1] ?? Number.NaN)
  if (n.includes('básico') || n.includes('basico')) return grade >= 5 ? 'superior' : 'inicial'
  if (n.includes('kínder') || n.includes('kinder')) return 'inicial'
  return 'superior'
}

/** The genre a request asks for, read from its objectives and instructions; a story when none is named. */
export function genreAskedFor(words: string): Genre | undefined {
  const w = words.toLowerCase()
  if (/poema|poes[ií]a|l[ií]ric|verso|oda\b/.test(w)) return 'poema'
  if (/f[áa]bula/.test(w)) return 'fabula'
  if (/leyenda|mito/.test(w)) return 'leyenda'
  if (/cuento|narrativ|relato/.test(w)) return 'cuento'
  return undefined
}
