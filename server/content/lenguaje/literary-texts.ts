/**
 * Original literary texts written for Pizarra, used by the offline `plantillas` provider when a teacher asks
 * for a literary text. Each is tagged with its genre and the school stages it suits; the texts of a subject
 * (Matemática, Ciencias Naturales, Historia) also name the topic they teach and carry activities that link
 * the story with that content.
 */
import { literaryPassages } from './reading-literary'
import { subjectStories } from './subject-stories'
import type { GeneroTexto, Genre, LiteraryText, Stage } from './types'

export type { Genre, LiteraryText, Stage }

const ownTexts: readonly LiteraryText[] = [
  {
    titulo: 'La hormiga y el queltehue',
    genero: 'Narrativo: fábula',
    kind: 'fabula',
    subgenero: 'fabula',
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
    subgenero: 'cuento',
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
    subgenero: 'poema',
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
    subgenero: 'leyenda',
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
    subgenero: 'cuento',
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
    subgenero: 'poema',
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
  {
    titulo: 'El largo viaje de Gota',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    subgenero: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'ciclo del agua evaporación condensación precipitación escorrentía infiltración estados del agua sólido líquido gaseoso nubes lluvia nieve glaciar río mar calor del sol',
    parrafos: [
      'Gota vivía en el mar de Antofagasta, entre millones de hermanas saladas que subían y bajaban con las olas. Una mañana de verano, el Sol calentó tanto la superficie del agua que Gota sintió que se volvía liviana, cada vez más liviana, hasta que dejó de ser líquida y se elevó por el aire convertida en vapor invisible. Así empezó su viaje: había ocurrido la evaporación.',
      'Arriba hacía frío. El viento la empujó hacia la cordillera y, al enfriarse, Gota se juntó con otras gotitas de vapor alrededor de una mota de polvo. Volvieron a ser agua líquida, tan pequeñas que flotaban. Juntas formaron una nube gris y pesada. «Esto se llama condensación», le explicó una gota vieja que ya había dado muchas vueltas al mundo.',
      'La nube siguió subiendo por la montaña hasta que ya no pudo sostener tanta agua. Gota cayó, pero como allá arriba el aire estaba bajo cero, no cayó como lluvia: cayó como un copo de nieve, sólido y blanco. Era la precipitación. Pasó el invierno dormida en un glaciar, apretada entre capas de hielo.',
      'En primavera, el Sol volvió a calentar la cordillera. Gota se derritió, volvió a ser líquida y corrió cerro abajo por un estero que se unió a un río. Algunas de sus compañeras se infiltraron en la tierra y llegaron a las raíces de un algarrobo; otras regaron un huerto de tomates en el valle.',
      'Gota siguió por el río, pasó bajo un puente donde unos niños lanzaban piedras y, una tarde, llegó otra vez al mar. Reconoció el olor a sal y el ruido de las olas. «Volví a casa», pensó. Pero el Sol ya la estaba calentando de nuevo, porque el viaje del agua nunca termina: es un ciclo.',
    ],
    glosario: [
      { palabra: 'evaporación', definicion: 'Paso del agua líquida a vapor por efecto del calor.' },
      { palabra: 'condensación', definicion: 'Paso del vapor de agua a gotitas líquidas cuando se enfría.' },
      { palabra: 'precipitación', definicion: 'Caída del agua de las nubes como lluvia, nieve o granizo.' },
      { palabra: 'infiltrarse', definicion: 'Penetrar el agua en la tierra a través de sus poros.' },
    ],
    preguntas: {
      literal: '¿En qué forma cayó Gota sobre la cordillera y dónde pasó el invierno?',
      inferencial: '¿Por qué Gota cayó como nieve y no como lluvia? Explica usando lo que ocurre con la temperatura.',
      critica:
        'El cuento dice que el viaje del agua nunca termina. ¿Por qué es importante cuidar el agua si siempre vuelve a circular? Da dos razones.',
    },
    antes: '¿Qué le pasa al agua de un charco en un día de mucho sol? Escribe lo que crees y por qué.',
    durante:
      'Cada vez que Gota cambie de estado (líquido, gaseoso o sólido), anota en el margen el estado nuevo y qué lo produjo.',
    vinculo: [
      'Dibuja el recorrido de Gota como un ciclo con flechas y rotula evaporación, condensación, precipitación, escurrimiento e infiltración.',
      'Completa una tabla con cada etapa del viaje de Gota: dónde estaba, en qué estado y qué le entregó o quitó calor.',
      'Escribe un nuevo capítulo en que Gota caiga en tu ciudad. ¿Qué camino seguiría hasta volver al mar?',
    ],
  },
  {
    titulo: 'La semilla que esperó la lluvia',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    subgenero: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'plantas semilla germinación raíz tallo hojas flor fruto luz agua suelo aire fotosíntesis ciclo de vida necesidades de las plantas polinización nativas',
    parrafos: [
      'Bajo la tierra seca del desierto de Atacama dormía una semilla de añañuca. Era pequeña y dura, y llevaba tres años esperando. «¿Esperando qué?», le preguntó una hormiga que pasaba. «Agua», respondió la semilla. «Sin agua no puedo despertar».',
      'Una noche de invierno llovió sobre el desierto, algo que no ocurría hacía mucho tiempo. El agua se infiltró en el suelo y la semilla la absorbió hasta hincharse. Su cáscara se rompió y de ella salió una raíz delgada que bajó, buscando más agua y sujetándose a la tierra. Había comenzado la germinación.',
      'Después asomó un tallo pequeño y curvo que empujó la tierra hacia arriba. Cuando por fin salió a la superficie, el tallo se enderezó y abrió dos hojas verdes hacia el Sol. «¿Para qué quieres tanta luz?», preguntó la hormiga. «Con la luz, el agua que suben mis raíces y el aire que entra por mis hojas fabrico mi propio alimento», explicó la plantita.',
      'En pocas semanas, el desierto se llenó de colores. Miles de semillas habían despertado con la misma lluvia: era el desierto florido. La añañuca abrió una flor roja y brillante. Una abeja llegó a tomar su néctar y, sin darse cuenta, se llevó polen pegado en las patas hasta otra flor.',
      'Cuando la flor se secó, en su lugar se formó un fruto con semillas nuevas. El viento las esparció por la arena. La planta se marchitó con el calor del verano, pero no estaba triste: sus semillas dormirían bajo la tierra, esperando, como ella, la próxima lluvia.',
    ],
    glosario: [
      {
        palabra: 'germinación',
        definicion: 'Momento en que la semilla despierta y comienza a crecer una nueva planta.',
      },
      { palabra: 'añañuca', definicion: 'Planta nativa del norte de Chile de flores rojas o amarillas.' },
      { palabra: 'polen', definicion: 'Polvo de las flores que permite formar semillas al llegar a otra flor.' },
      { palabra: 'marchitarse', definicion: 'Secarse y perder la fuerza una planta o una flor.' },
    ],
    preguntas: {
      literal: '¿Qué necesitó la semilla para despertar y qué parte de la planta salió primero?',
      inferencial: '¿Por qué la plantita abrió sus hojas hacia el Sol? ¿Qué hace con la luz?',
      critica:
        'El desierto florido atrae a muchos visitantes. ¿Qué deberían hacer los turistas para no dañar las flores? Fundamenta.',
    },
    antes: '¿Qué crees que necesita una semilla para convertirse en planta? Haz una lista.',
    durante:
      'Cada vez que aparezca una parte nueva de la planta (raíz, tallo, hojas, flor, fruto), anótala en orden en tu cuaderno.',
    vinculo: [
      'Dibuja el ciclo de vida de la añañuca en cuatro etapas (semilla, germinación, planta con flor, fruto con semillas) y explica cada una.',
      'Según el cuento, ¿qué función cumplen la raíz, el tallo y las hojas? Completa una tabla con una fila por cada parte.',
      'Diseña un experimento sencillo con dos semillas de poroto para comprobar si las plantas necesitan agua para germinar.',
    ],
  },
  {
    titulo: 'Las campanas de febrero',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['superior', 'media'],
    materia: 'historia',
    tema: 'independencia de chile emancipación proceso independentista junta de gobierno 1810 patria vieja reconquista patria nueva 1818 proclamación batalla de maipú o higgins criollos corona española república',
    parrafos: [
      'Santiago, febrero de 1818. Manuela tenía doce años y vendía velas con su madre frente a la Plaza de Armas. Esa mañana la plaza estaba llena como nunca: soldados del Ejército de los Andes, frailes, señoras con mantilla, artesanos y niños descalzos que se subían a los faroles para ver mejor.',
      '—¿Qué pasa, mamá? —preguntó Manuela.',
      '—Hoy se jura la Independencia —respondió su madre, mientras acomodaba las velas—. Desde hoy, Chile ya no depende del rey de España.',
      'Manuela no entendía del todo. Sabía que en 1810 los vecinos principales de Santiago habían formado una Junta de Gobierno, cuando el rey Fernando VII estaba prisionero de Napoleón. Recordaba también los años difíciles que siguieron: la derrota de Rancagua, cuando los realistas volvieron a gobernar y su tío, que era patriota, tuvo que esconderse en el campo. Después, en 1817, el ejército de San Martín y O’Higgins cruzó la cordillera y venció en Chacabuco.',
      'Un oficial leyó en voz alta el Acta de Independencia. Las campanas de la Catedral empezaron a sonar y la gente gritó «¡Viva la patria!». Manuela vio a un hombre de uniforme, con la cara seria, levantar la mano para jurar. «Ese es el Director Supremo, Bernardo O’Higgins», le susurró un vendedor de mote.',
      'Pero la guerra no había terminado. Dos meses después, un ejército realista avanzó hacia Santiago. La ciudad entera rezaba y esperaba noticias. El 5 de abril, en los llanos de Maipú, los patriotas ganaron la batalla decisiva. Esa noche, las campanas volvieron a sonar, y esta vez Manuela entendió por qué su madre lloraba de alegría.',
      'Muchos años después, cuando ya era abuela, Manuela contaba que la Independencia no había sido un solo día, sino un camino largo y doloroso que muchas personas recorrieron sin saber si terminaría bien.',
    ],
    glosario: [
      {
        palabra: 'Junta de Gobierno',
        definicion: 'Grupo de vecinos que asumió el gobierno en 1810, en nombre del rey cautivo.',
      },
      { palabra: 'realistas', definicion: 'Quienes defendían la autoridad del rey de España.' },
      { palabra: 'patriotas', definicion: 'Quienes luchaban por la independencia de Chile.' },
      { palabra: 'Acta de Independencia', definicion: 'Documento que declaró a Chile libre de la monarquía española.' },
    ],
    preguntas: {
      literal: '¿Qué ocurrió en la Plaza de Armas en febrero de 1818 y qué pasó dos meses después en Maipú?',
      inferencial: '¿Por qué el tío de Manuela tuvo que esconderse después de la derrota de Rancagua?',
      critica:
        'Manuela dice que la Independencia fue «un camino largo y doloroso». ¿Estás de acuerdo? Fundamenta con hechos del relato.',
    },
    antes: '¿Qué sabes de la Independencia de Chile? Escribe una fecha y un personaje que conozcas.',
    durante: 'Subraya cada año que aparece en el relato y anota al lado qué ocurrió en él.',
    vinculo: [
      'Ordena en una línea de tiempo los hechos que recuerda Manuela: Junta de Gobierno, Rancagua, Chacabuco, jura de la Independencia y Maipú.',
      'Identifica en el relato una causa y una consecuencia de la Independencia y explica cómo se relacionan.',
      'Escribe una carta de Manuela a su tío, fechada en abril de 1818, contándole lo que vio en Santiago.',
    ],
  },
  {
    titulo: 'Un día en el ágora',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['inicial', 'superior'],
    materia: 'historia',
    tema: 'grecia antigua atenas democracia ciudadanos asamblea ágora juegos olímpicos teatro legado civilización griega polis roma antigüedad vida diaria',
    parrafos: [
      'Hace casi dos mil quinientos años, en la ciudad de Atenas, vivía un niño llamado Nicias. Cada mañana acompañaba a su padre, que era alfarero, al ágora, la gran plaza de la ciudad. Allí se vendían aceitunas, pescado, telas y las ánforas de barro que hacía su padre.',
      'Un día, Nicias vio que muchos hombres subían a una colina llamada Pnix. «¿Adónde van?», preguntó. «A la Asamblea», le dijo su padre. «Los ciudadanos de Atenas se reúnen para votar las leyes. Levantan la mano y gana lo que elige la mayoría. A eso le llamamos democracia: el gobierno del pueblo».',
      '—¿Y mamá también vota? —preguntó Nicias.',
      'Su padre se quedó callado un momento. —No. En Atenas solo votan los hombres nacidos aquí. Las mujeres, los extranjeros y los esclavos no pueden.',
      'A Nicias eso le pareció injusto, pero no dijo nada. En la tarde fueron al teatro, construido en la ladera del cerro. Miles de personas se sentaban en gradas de piedra para ver una comedia que hacía reír a todos burlándose de los políticos. Nicias se rio tanto que se le cayó el pan de las manos.',
      'Antes de dormir, su madre le contó que en verano viajarían a Olimpia, donde atletas de todas las ciudades griegas competían en carreras y lanzamientos en honor al dios Zeus. Durante los juegos, las ciudades dejaban de pelear entre ellas.',
      'Nicias se durmió pensando que algún día votaría en la Asamblea, y que pediría que su madre también pudiera hacerlo.',
    ],
    glosario: [
      { palabra: 'ágora', definicion: 'Plaza principal de una ciudad griega, lugar de comercio y reunión.' },
      { palabra: 'democracia', definicion: 'Forma de gobierno en que los ciudadanos deciden votando.' },
      { palabra: 'ánfora', definicion: 'Vasija de barro con dos asas para guardar aceite o vino.' },
      { palabra: 'Asamblea', definicion: 'Reunión de los ciudadanos de Atenas para decidir las leyes.' },
    ],
    preguntas: {
      literal: '¿Quiénes podían votar en la Asamblea de Atenas y quiénes no?',
      inferencial: '¿Por qué a Nicias le pareció injusto que su madre no pudiera votar?',
      critica:
        '¿En qué se parece y en qué se diferencia la democracia de Atenas de la forma en que se vota hoy en Chile?',
    },
    antes: '¿Has oído hablar de la antigua Grecia? Escribe algo que sepas de ella.',
    durante: 'Anota cada lugar de Atenas que visita Nicias y lo que se hacía en él.',
    vinculo: [
      'Nombra dos elementos de la vida en Atenas que aparecen en el relato y que forman parte del legado griego al presente (democracia, teatro, juegos olímpicos).',
      'Compara un día de Nicias con un día tuyo: escribe dos semejanzas y dos diferencias en costumbres, trabajos o diversiones.',
      'Dibuja el ágora de Atenas con los puestos y las personas que describe el relato.',
    ],
  },
  {
    titulo: 'La feria de los tercios',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    subgenero: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'matematica',
    tema: 'fracciones fracción numerador denominador mitad cuarto tercio partes iguales equivalentes comparar fracciones sumar fracciones repartir entero números mixtos',
    parrafos: [
      'Los sábados, Josefa y su hermano Vicente ayudaban a su abuelo Lucho en su puesto de la feria de Valdivia. El abuelo vendía queques, y cada queque se cortaba en partes iguales para venderlo por trozos.',
      'Esa mañana llegó una señora apurada. —Quiero la mitad de un queque de naranja —dijo. Vicente cortó el queque en dos partes iguales y le entregó una. —Un medio, o sea, 1/2 —anotó Josefa en la libreta.',
      'Después llegó un caballero con tres hijos. —Necesito un queque entero, pero cortado para que cada uno tenga lo mismo —dijo. Vicente empezó a cortar en cuatro. —¡No! —dijo Josefa—. Son tres hijos: hay que cortarlo en tres partes iguales. Cada uno recibe un tercio, 1/3. Si lo cortas en cuatro, sobra un trozo y alguien pelea.',
      'A mediodía, el abuelo les propuso un desafío. —Este queque de chocolate está cortado en 8 trozos iguales. Vendí 3 en la mañana y 2 recién. ¿Qué parte del queque vendí? Vicente contó con los dedos: —3 más 2 son 5 trozos de 8. ¡Vendiste 5/8!',
      '—¿Y qué parte queda? —preguntó el abuelo. Josefa miró los trozos: —Quedan 3 de 8, o sea, 3/8.',
      'Al final del día, una niña pidió dos cuartos de queque de limón y su hermana pidió un medio. —¿Quién lleva más? —preguntó la niña, desconfiada. Josefa puso los trozos uno al lado del otro: dos cuartos ocupaban exactamente lo mismo que un medio. —Llevan lo mismo —dijo—. 2/4 y 1/2 son fracciones equivalentes.',
      'Camino a casa, el abuelo se rio: —Con ustedes en el puesto, nadie se va a quejar de que le tocó menos.',
    ],
    glosario: [
      { palabra: 'fracción', definicion: 'Número que indica partes iguales de un entero, como 1/2 o 3/8.' },
      {
        palabra: 'denominador',
        definicion: 'Número de abajo en una fracción: en cuántas partes iguales se divide el entero.',
      },
      { palabra: 'numerador', definicion: 'Número de arriba en una fracción: cuántas partes se toman.' },
      { palabra: 'equivalentes', definicion: 'Fracciones que representan la misma cantidad, como 2/4 y 1/2.' },
    ],
    preguntas: {
      literal:
        '¿En cuántas partes iguales había que cortar el queque para los tres hijos del caballero? ¿Qué fracción recibió cada uno?',
      inferencial: '¿Por qué Josefa dice que si cortan el queque en cuatro «alguien pelea»?',
      critica:
        '¿Te parece importante repartir en partes iguales? Cuenta una situación de tu vida en que hayas tenido que hacerlo.',
    },
    antes: '¿Cómo repartirías una pizza entre cuatro personas para que todas reciban lo mismo? Dibújalo.',
    durante:
      'Cada vez que aparezca una fracción en el cuento, dibuja el queque dividido y pinta la parte que se vende.',
    vinculo: [
      'El queque de chocolate tenía 8 trozos y se vendieron 5. Representa con un dibujo la fracción vendida y la que queda, y escribe la suma 5/8 + 3/8.',
      'Explica con un dibujo por qué 2/4 y 1/2 son fracciones equivalentes, como descubrió Josefa.',
      'Inventa un nuevo cliente para el puesto del abuelo con un pedido en fracciones y resuélvelo.',
    ],
  },
]

/** The kind and the label of the genres of the reading passages written for an OA's genre. */
const passageGenres: Partial<Record<GeneroTexto, { kind: Genre; genero: string }>> = {
  fabula: { kind: 'fabula', genero: 'Narrativo: fábula' },
  leyenda: { kind: 'leyenda', genero: 'Narrativo: leyenda' },
  mito: { kind: 'leyenda', genero: 'Narrativo: mito' },
  'cuento-latinoamericano': { kind: 'cuento', genero: 'Narrativo: cuento latinoamericano contemporáneo' },
  romance: { kind: 'poema', genero: 'Lírico: romance' },
  epopeya: { kind: 'cuento', genero: 'Narrativo: epopeya (adaptación en prosa)' },
}

/**
 * The reading passages of the genres an OA names (`reading-literary.ts`: fables, a legend, a Greek myth, a Latin
 * American short story, a romance, an episode of the Odyssey) as texts of a `texto` document, with their
 * questions and pautas: a teacher who asks for a myth text gets one. A myth is read as a `leyenda` by kind; its
 * `subgenero` says which.
 */
const fromPassages: readonly LiteraryText[] = literaryPassages.flatMap((p) => {
  const genre = p.subgenero ? passageGenres[p.subgenero] : undefined
  if (!genre) return []
  const localizar = p.preguntas.find((q) => q.foco === 'localizar') ?? p.preguntas[0]!
  const inferir = p.preguntas.find((q) => q.foco === 'inferir') ?? p.preguntas[1] ?? localizar
  const key = (q: typeof localizar) => `${q.alternativas[q.correcta]}.`.replace(/\.\.$/, '.')
  const stages: Stage[] = p.band <= 1 ? ['inicial'] : p.band === 2 ? ['superior'] : ['superior', 'media']
  return [
    {
      titulo: p.titulo,
      genero: genre.genero,
      kind: genre.kind,
      subgenero: p.subgenero,
      stages,
      parrafos: p.parrafos,
      glosario: [],
      preguntas: { literal: localizar.enunciado, inferencial: inferir.enunciado, critica: p.abierta.enunciado },
      pautas: { literal: key(localizar), inferencial: key(inferir), critica: p.abierta.pauta },
    },
  ]
})

/** The general texts, the passages written for an OA's genre and the subject texts (`subject-stories.ts`). */
export const literaryTexts: readonly LiteraryText[] = [...ownTexts, ...fromPassages, ...subjectStories]

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
