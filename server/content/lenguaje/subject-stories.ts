/**
 * Stories written for Pizarra that carry the content of a subject unit, so that a texto literario asked for
 * Ciencias Naturales, Historia or Matemática is about the objective's topic: the solar system, the body and
 * nutrition, materials and states of matter, ecosystems, forces; pueblos originarios, the voyages of
 * discovery and the conquest, the Colonia, the Inca, Aztec and Maya civilizations, the geography of Chile;
 * measurement and geometry, data. `tema` lists the words an objective of the unit uses.
 */
import type { LiteraryText } from './types'

export const subjectStories: readonly LiteraryText[] = [
  // ——— Ciencias Naturales ———
  {
    titulo: 'Luna y el telescopio de la abuela',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'sistema solar sol planetas mercurio venus tierra marte júpiter saturno urano neptuno luna satélite órbita rotación traslación día noche estaciones del año cometas asteroides estrellas eclipses fases lunares movimientos astros universo',
    parrafos: [
      'Luna vivía en Vicuña, en el valle del Elqui, donde el cielo de noche está tan limpio que parece que se pueden tocar las estrellas. Su abuela Elena había trabajado toda la vida en un observatorio y guardaba en la terraza un telescopio viejo que brillaba como una trompeta.',
      '—Hoy vamos a visitar a los vecinos —le dijo una noche—. Pero no a los de la casa de al lado: a los vecinos de la Tierra. Primero le mostró el Sol dibujado en un cuaderno: «Es una estrella, la más cercana. Todo el sistema solar gira a su alrededor». Luego nombró a los planetas en orden: Mercurio, Venus, la Tierra, Marte, Júpiter, Saturno, Urano y Neptuno.',
      'Por el telescopio, Luna vio un punto rojizo: era Marte. Después vio a Júpiter, enorme, con cuatro lunas pequeñas en fila. «Son sus satélites, igual que nuestra Luna es el satélite de la Tierra», explicó la abuela. Luna se rio de que el satélite tuviera su mismo nombre.',
      '—¿Y por qué se hace de noche, abuela? —La Tierra gira sobre sí misma como un trompo: ese movimiento se llama rotación y demora un día. Cuando nuestro lado mira al Sol es de día; cuando le da la espalda, es de noche. Además, la Tierra da una vuelta completa alrededor del Sol en un año: es la traslación, y junto con la inclinación de la Tierra explica las estaciones.',
      'Antes de dormir, Luna vio pasar una línea de luz. «Un meteoro», dijo la abuela, «un pedacito de roca que se quema al entrar en la atmósfera». Luna pidió un deseo: que algún día ella también trabajara mirando el cielo, para contarles a otros niños dónde viven nuestros vecinos del espacio.',
    ],
    glosario: [
      {
        palabra: 'sistema solar',
        definicion: 'El Sol y todos los cuerpos que giran a su alrededor: planetas, lunas, asteroides y cometas.',
      },
      {
        palabra: 'satélite',
        definicion: 'Cuerpo que gira alrededor de un planeta, como la Luna alrededor de la Tierra.',
      },
      { palabra: 'rotación', definicion: 'Giro de la Tierra sobre sí misma; dura un día y produce el día y la noche.' },
      { palabra: 'traslación', definicion: 'Vuelta de la Tierra alrededor del Sol; dura un año.' },
    ],
    preguntas: {
      literal: '¿En qué orden nombró la abuela los planetas del sistema solar? ¿Cuál vio Luna de color rojizo?',
      inferencial: 'Según lo que explica la abuela, ¿por qué cuando en Chile es de día en otros países es de noche?',
      critica:
        'En el norte de Chile hay muchos observatorios. ¿Por qué crees que es importante cuidar que el cielo siga oscuro de noche? Fundamenta.',
    },
    antes: '¿Qué diferencia hay entre una estrella y un planeta? Escribe lo que sabes.',
    durante:
      'Cada vez que aparezca un cuerpo del sistema solar (estrella, planeta, satélite, meteoro), anótalo en una lista con lo que dice el cuento de él.',
    vinculo: [
      'Dibuja el sistema solar con los ocho planetas en el orden que nombró la abuela, y marca cuál es la Tierra.',
      'Con una linterna y una pelota, representa la rotación de la Tierra y explica por escrito cómo se producen el día y la noche.',
      'Completa una tabla que compare rotación y traslación: qué es, cuánto dura y qué produce.',
    ],
  },
  {
    titulo: 'El viaje de la manzana de Tomás',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'alimentación saludable nutrientes digestión sistema digestivo boca dientes saliva esófago estómago intestino delgado intestino grueso absorción alimentos porciones proteínas carbohidratos grasas vitaminas minerales energía crecer cuerpo humano sellos colación hábitos de vida saludable',
    parrafos: [
      'A la hora de la colación, Tomás sacó una manzana de su mochila y le dio un mordisco. Lo que no sabía es que la manzana tenía una voz pequeñita y que, desde ese momento, iba a contar su viaje por dentro de su cuerpo.',
      '«¡Empieza la aventura!», dijo la manzana. «Los dientes me cortan y me muelen, y la saliva me ablanda. Ya no soy un trozo de manzana: soy una pasta suave». Tomás tragó y la pasta bajó por un tubo largo, el esófago, hasta una bolsa que se movía como una lavadora: el estómago. Allí los jugos gástricos la mezclaron durante horas.',
      'Después vino la parte más larga: el intestino delgado, un tubo enrollado de varios metros. «Aquí es donde me absorben», explicó la manzana. «Mis nutrientes pasan a la sangre, que los lleva a todo el cuerpo: el azúcar le da energía a Tomás para correr en el recreo, y las vitaminas lo ayudan a mantenerse sano». Lo que el cuerpo no usa sigue hasta el intestino grueso y se elimina como desecho. «Ese es mi viaje por el sistema digestivo: me digieren, absorben mis nutrientes y eliminan lo que sobra».',
      'Esa tarde, la profesora preguntó qué habían comido. Martina había traído papas fritas y una bebida. «Tienen sellos de "alto en grasas saturadas" y "alto en azúcares"», leyó Tomás en el envase. La profesora explicó que no están prohibidas, pero que el cuerpo necesita variedad: frutas y verduras, legumbres, lácteos, pescado o huevos que aportan proteínas para crecer y reparar el cuerpo, y agua.',
      'Al día siguiente, Martina llegó con una mandarina. «Quiero saber qué cuenta la mía», dijo riendo. Y Tomás le prestó el oído a su colación.',
    ],
    glosario: [
      { palabra: 'esófago', definicion: 'Tubo que lleva los alimentos desde la boca hasta el estómago.' },
      {
        palabra: 'absorción',
        definicion: 'Paso de los nutrientes de los alimentos a la sangre, en el intestino delgado.',
      },
      {
        palabra: 'nutrientes',
        definicion: 'Sustancias de los alimentos que el cuerpo usa para crecer, repararse y tener energía.',
      },
      {
        palabra: 'proteínas',
        definicion: 'Nutrientes que sirven para formar y reparar el cuerpo, como los de huevos, legumbres y pescado.',
      },
    ],
    preguntas: {
      literal: '¿Qué órganos recorrió la manzana, en orden, desde la boca?',
      inferencial:
        '¿Por qué la manzana dice que el intestino delgado es donde «la absorben»? ¿Qué pasa con sus nutrientes?',
      critica:
        '¿Estás de acuerdo con la profesora en que los alimentos con sellos no están prohibidos, pero conviene comerlos poco? Fundamenta.',
    },
    antes: '¿Qué crees que le pasa a la comida después de que la tragamos? Haz un dibujo.',
    durante: 'Cada vez que la manzana llegue a un órgano nuevo, escríbelo en orden y anota qué le pasa allí.',
    vinculo: [
      'Dibuja el sistema digestivo y marca con flechas el viaje de la manzana: boca, esófago, estómago, intestino delgado e intestino grueso.',
      'Arma una colación saludable para una semana: anota qué alimento llevarías cada día y para qué le sirve al cuerpo.',
      'Lee los sellos de tres envases de tu casa y explica qué significa cada uno y cuán seguido comerías ese alimento.',
    ],
  },
  {
    titulo: 'La olla de la abuela Rosa',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'materia estados de la materia sólido líquido gaseoso cambios de estado fusión derretir evaporación ebullición condensación solidificación congelar temperatura calor termómetro masa volumen materiales propiedades partículas vapor hielo agua',
    parrafos: [
      'Los domingos, Ignacio ayudaba a su abuela Rosa a preparar el almuerzo en su casa de Chillán. Ese día ella sacó del congelador una bolsa con cubos de hielo y los echó en una olla. «Vamos a hacer magia», le dijo, guiñándole un ojo. «Mira bien lo que pasa».',
      'Al calentarse la olla, los cubos duros, con forma propia, empezaron a achicarse y a formar una pozita. «El hielo es agua en estado sólido», explicó la abuela. «Con el calor se funde y pasa a líquido: eso es la fusión». Ignacio notó que el agua líquida ya no tenía forma propia: se desparramaba por el fondo de la olla.',
      'Un rato después, el agua empezó a burbujear. «Está hirviendo: es la ebullición», dijo la abuela. «A nivel del mar, el agua hierve a unos 100 grados». De la olla subía un humito blanco. Ignacio acercó la tapa fría y, al rato, la tapa quedó llena de gotitas. «El vapor es agua en estado gaseoso», le explicó ella. «Al tocar la tapa fría, se enfría y vuelve a ser líquida: se condensa».',
      'Después pusieron un poco de agua en una cubetera y la guardaron en el congelador. «¿Y ahora?». «Ahora pierde calor y se solidifica», dijo la abuela. «Es la misma agua, con la misma masa, pero cambia de estado según la temperatura».',
      'En la tarde, Ignacio dibujó en su cuaderno una flecha circular: hielo, agua, vapor, agua, hielo. Debajo escribió: «La materia no desaparece: cambia de estado». Y al lado dibujó a su abuela con gorro de mago.',
    ],
    glosario: [
      {
        palabra: 'fusión',
        definicion: 'Paso de un sólido a líquido cuando recibe calor, como el hielo que se derrite.',
      },
      { palabra: 'ebullición', definicion: 'Paso de un líquido a gas en toda su masa, con burbujas, al hervir.' },
      {
        palabra: 'condensación',
        definicion: 'Paso de un gas a líquido cuando se enfría, como el vapor en una tapa fría.',
      },
      { palabra: 'solidificación', definicion: 'Paso de un líquido a sólido cuando pierde calor.' },
    ],
    preguntas: {
      literal: '¿Qué cambios de estado observó Ignacio en la olla y en la tapa?',
      inferencial: '¿Por qué se formaron gotitas en la tapa fría? Explica usando la palabra condensación.',
      critica:
        'Ignacio escribió que «la materia no desaparece: cambia de estado». ¿Estás de acuerdo? Da un ejemplo de tu casa que lo muestre.',
    },
    antes: '¿Qué le pasa a un helado si lo dejas al sol? ¿Y al agua de un vaso si la pones en el congelador?',
    durante:
      'Cada vez que el agua cambie de estado, anota el estado inicial, el estado final y si ganó o perdió calor.',
    vinculo: [
      'Completa una tabla con los tres estados del agua que aparecen en el cuento: forma, volumen y un ejemplo de tu vida diaria.',
      'Dibuja la flecha circular de Ignacio y rotula fusión, evaporación o ebullición, condensación y solidificación.',
      'Diseña un experimento para comprobar que un cubo de hielo tiene la misma masa antes y después de derretirse.',
    ],
  },
  {
    titulo: 'El humedal de los cisnes',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior', 'media'],
    materia: 'ciencias-naturales',
    tema: 'ecosistema ecosistemas componentes vivos no vivos bióticos abióticos cadena alimentaria red trófica productores consumidores descomponedores hábitat adaptaciones especies nativas actividad humana protección conservación humedal contaminación biodiversidad',
    parrafos: [
      'En las afueras de Valdivia hay un humedal donde viven cientos de cisnes de cuello negro. Renata iba todos los sábados con su tío Pablo, que era guardaparques, a contar las aves desde una torre de madera.',
      '—Un humedal es un ecosistema —le explicó su tío—. Aquí hay componentes vivos, como los cisnes, los peces, los juncos y las bacterias del barro, y componentes no vivos, como el agua, la luz, el aire y el suelo. Todos se relacionan: si uno cambia, cambian los demás.',
      'Renata anotó en su libreta una cadena alimentaria: el luchecillo, una planta acuática, fabrica su alimento con la luz del sol; es el productor. Los cisnes se lo comen: son consumidores. Cuando una planta o un animal muere, los hongos y las bacterias lo descomponen y devuelven los nutrientes al agua.',
      'Un sábado encontraron pocos cisnes y muchos flacos. El tío Pablo tomó muestras del agua: un desagüe había llevado contaminación río arriba y el luchecillo se estaba muriendo. «Sin productor, la cadena se corta», dijo preocupado. Los cisnes tuvieron que volar a otros lugares a buscar alimento.',
      'Durante meses, vecinos, científicos y autoridades trabajaron para limpiar el agua y proteger el humedal. Dos años después, Renata contó desde la torre más de mil cisnes. «La actividad humana puede dañar un ecosistema», escribió en su libreta, «pero también puede ayudar a que se recupere».',
    ],
    glosario: [
      { palabra: 'ecosistema', definicion: 'Lugar donde seres vivos y componentes no vivos se relacionan entre sí.' },
      { palabra: 'productor', definicion: 'Ser vivo que fabrica su alimento con la luz del sol, como las plantas.' },
      {
        palabra: 'descomponedores',
        definicion: 'Hongos y bacterias que transforman restos de seres vivos en nutrientes.',
      },
      { palabra: 'humedal', definicion: 'Terreno cubierto de agua poco profunda, hogar de muchas plantas y aves.' },
      {
        palabra: 'luchecillo',
        definicion: 'Planta acuática de los ríos del sur de Chile, alimento del cisne de cuello negro.',
      },
    ],
    preguntas: {
      literal: '¿Qué componentes vivos y no vivos del humedal nombra el tío Pablo?',
      inferencial: '¿Por qué, si se muere el luchecillo, los cisnes tienen que irse del humedal?',
      critica:
        'Renata escribe que la actividad humana puede dañar un ecosistema, pero también ayudarlo. Da un ejemplo de cada caso en tu región.',
    },
    antes: '¿Qué animales y plantas crees que viven en un humedal? Haz una lista.',
    durante: 'Subraya con un color los componentes vivos del humedal y con otro los no vivos.',
    vinculo: [
      'Dibuja la cadena alimentaria del humedal y rotula productor, consumidor y descomponedor.',
      'Explica con una secuencia de tres pasos qué ocurrió en el humedal desde la contaminación hasta la recuperación.',
      'Propón dos medidas para proteger un ecosistema cercano a tu escuela y explica qué componente protege cada una.',
    ],
  },
  {
    titulo: 'La carrera de carritos',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'fuerza fuerzas roce peso gravedad empujar tirar movimiento rapidez dirección forma fuerza magnética imán fuerza elástica rampa plano inclinado objetos tecnológicos efectos de las fuerzas',
    parrafos: [
      'En la escuela de Curicó organizaron una carrera de carritos hechos con cajas y tapas de botella. Amanda y Benjamín construyeron el suyo y lo llamaron «El Cóndor». Para probarlo, lo dejaron en lo alto de una rampa de cartón.',
      'El carrito no se movió. «Tienes que empujarlo», dijo Benjamín. Amanda le dio un empujoncito y el carrito bajó rodando. «¿Viste? Una fuerza puede poner en movimiento un objeto que está quieto», dijo la profesora, que los observaba. «Y la gravedad, que tira todo hacia el suelo, lo hace bajar cada vez más rápido».',
      'En el piso de cerámica, El Cóndor avanzó lejos; en la alfombra del pasillo se detuvo enseguida. «Es el roce», explicó la profesora. «La alfombra es áspera y frena las ruedas más que la cerámica». Benjamín pensó en ponerle ruedas más lisas.',
      'Luego Amanda tuvo una idea: amarró un elástico a dos clavos, estiró el elástico con el carrito y lo soltó. ¡El Cóndor salió disparado! La fuerza elástica había cambiado su rapidez. Benjamín, en cambio, acercó un imán a un clip pegado en la punta del carrito y lo hizo girar sin tocarlo: la fuerza magnética cambió su dirección.',
      'El día de la carrera, El Cóndor chocó contra una caja y se le abolló la trompa. «Las fuerzas también cambian la forma de los objetos», se rio Amanda, enderezándolo. No ganaron, pero en su informe escribieron cinco efectos de las fuerzas que habían descubierto.',
    ],
    glosario: [
      { palabra: 'fuerza', definicion: 'Acción que puede mover, detener, desviar o deformar un objeto.' },
      { palabra: 'roce', definicion: 'Fuerza que aparece entre dos superficies en contacto y se opone al movimiento.' },
      { palabra: 'gravedad', definicion: 'Fuerza con que la Tierra atrae los objetos hacia su centro.' },
      { palabra: 'fuerza elástica', definicion: 'Fuerza de un objeto estirado o comprimido que vuelve a su forma.' },
    ],
    preguntas: {
      literal: '¿En qué superficie avanzó más lejos El Cóndor y en cuál se detuvo enseguida?',
      inferencial: '¿Por qué Benjamín pensó en poner ruedas más lisas? ¿Qué fuerza quería disminuir?',
      critica:
        '¿Qué cambio harías tú al carrito para ganar la carrera? Explica qué fuerza aprovecharías o disminuirías.',
    },
    antes: '¿Qué tienes que hacer para mover una caja pesada? ¿Qué hace que se detenga?',
    durante: 'Cada vez que aparezca una fuerza en el cuento, anota su nombre y qué le hizo al carrito.',
    vinculo: [
      'Completa una tabla con los cinco efectos de las fuerzas del cuento: poner en movimiento, acelerar, frenar, cambiar la dirección y deformar.',
      'Diseña un experimento para comparar el roce de tres superficies usando un carrito y una rampa.',
      'Dibuja El Cóndor y marca con flechas las fuerzas que actúan sobre él cuando baja por la rampa.',
    ],
  },
  // ——— Historia, Geografía y Ciencias Sociales ———
  {
    titulo: 'Las cinco voces del mapa',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'historia',
    tema: 'pueblos originarios pueblos indígenas mapuche aymara rapa nui selk nam yagán kawésqar diaguita changos nómades sedentarios cazadores recolectores agricultores ruka canoa lengua mapudungun herencia costumbres tradiciones forma de vida antes de la llegada de los españoles',
    parrafos: [
      'En la sala de 3° Básico colgaron un mapa de Chile enorme, y la profesora repartió cinco tarjetas. En cada una había una voz de un pueblo originario. Le tocó leer primero a Matías.',
      '«Soy aymara», leyó. «Vivo en el altiplano, donde hace frío y el aire es delgado. Cultivo quínoa y papas en terrazas y crío llamas y alpacas, que me dan lana y carne». Matías pegó la tarjeta en el norte del mapa.',
      'Después leyó Antonia: «Soy mapuche, gente de la tierra. Vivo en una ruka junto al bosque y al río. Cultivo maíz y papas, recolecto piñones y mi lengua es el mapudungun». Su tarjeta quedó en el centro sur. «Mi abuela habla mapudungun», dijo Antonia, orgullosa.',
      'Luego vinieron las voces del extremo sur. «Soy yagán: navego en canoa por los canales fríos, pesco y recolecto mariscos; nos movemos de un lugar a otro, somos nómades». «Soy selk’nam: cazo guanacos en las llanuras de Tierra del Fuego». Y al final, la voz que quedó lejos del continente, en medio del océano: «Soy rapa nui. Mis antepasados llegaron navegando y levantaron los moai».',
      'La profesora preguntó qué tenían en común. «Todos conocían muy bien el lugar donde vivían», dijo Matías. «Y se adaptaron a él», agregó Antonia. Antes de irse, buscaron palabras que usamos hasta hoy: «guagua», «cancha», «pololo»… El mapa quedó lleno de voces.',
    ],
    glosario: [
      {
        palabra: 'pueblo originario',
        definicion: 'Pueblo que habitaba un territorio antes de la llegada de los europeos.',
      },
      { palabra: 'nómade', definicion: 'Que se traslada de un lugar a otro en busca de alimento, sin vivienda fija.' },
      { palabra: 'ruka', definicion: 'Vivienda tradicional mapuche, hecha de madera y paja.' },
      { palabra: 'mapudungun', definicion: 'Lengua del pueblo mapuche.' },
      { palabra: 'aymara', definicion: 'Pueblo originario del altiplano del norte de Chile, Perú y Bolivia.' },
      { palabra: 'yagán', definicion: 'Pueblo originario de los canales del extremo sur, que navegaba en canoa.' },
      { palabra: 'rapa nui', definicion: 'Pueblo originario de Isla de Pascua, y también su lengua.' },
      { palabra: 'moai', definicion: 'Gran estatua de piedra tallada por el pueblo rapa nui.' },
      { palabra: 'quínoa', definicion: 'Planta de los Andes cuyas semillas se comen cocidas, como el arroz.' },
    ],
    preguntas: {
      literal: '¿Qué pueblos originarios aparecen en las tarjetas y dónde vivía cada uno?',
      inferencial:
        '¿Por qué los yaganes eran nómades y los aymaras cultivaban en terrazas? Relaciónalo con el lugar donde vivían.',
      critica: '¿Por qué crees que es importante que lenguas como el mapudungun se sigan hablando hoy? Fundamenta.',
    },
    antes: '¿Qué pueblos originarios de Chile conoces? Escribe sus nombres y algo que sepas de ellos.',
    durante:
      'Cada vez que aparezca un pueblo, anota dónde vivía, qué comía y cómo era su vivienda o su forma de moverse.',
    vinculo: [
      'Ubica en un mapa de Chile a los cinco pueblos del cuento y escribe junto a cada uno una actividad que realizaban.',
      'Clasifica a los pueblos del cuento en nómades y sedentarios y explica tu clasificación.',
      'Busca tres palabras de origen indígena que usamos hoy y explica qué significan.',
    ],
  },
  {
    titulo: 'La bitácora del abuelo Martín',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['superior', 'media'],
    materia: 'historia',
    tema: 'viajes de exploración descubrimiento de américa descubrimiento cristóbal colón hernando de magallanes navegantes carabela brújula astrolabio rutas estrecho de magallanes conquista de américa conquista de chile pedro de valdivia diego de almagro fundación de santiago 1541 corona española expediciones tripulaciones',
    parrafos: [
      'Santiago del Nuevo Extremo, 1545. Juan, un joven soldado de la expedición de Pedro de Valdivia, guardaba en su baúl un cuaderno gastado: la bitácora de su abuelo Martín, que había sido grumete en el viaje de Hernando de Magallanes. Por las noches, junto al fuego, la leía en voz alta a sus compañeros.',
      '«Sevilla, 1519. Salimos con cinco naves. El capitán busca un paso por el sur de las tierras que descubrió Colón para llegar a las islas de las especias navegando hacia el oeste». El abuelo contaba que se guiaban con la brújula y el astrolabio, y que el miedo más grande era el océano sin fin.',
      '«Noviembre de 1520. Tras semanas entre montañas nevadas y vientos terribles, cruzamos el paso hacia otro océano, tan tranquilo que el capitán lo llamó Pacífico». Después vino lo peor: meses sin ver tierra, comiendo galletas agusanadas y cuero remojado. Muchos murieron de escorbuto. Magallanes murió en Filipinas; solo una nave, al mando de Elcano, volvió a España en 1522: habían dado la primera vuelta al mundo.',
      'Juan cerraba la bitácora y miraba el pequeño fuerte de barro y paja. En 1541, Valdivia había fundado Santiago junto al cerro Huelén, con el permiso de la Corona y la esperanza de encontrar oro. Pero los caciques del valle resistían: ese mismo año, Michimalonco atacó la ciudad y la quemó. Inés de Suárez ayudó a defenderla.',
      '—Tu abuelo buscaba especias —le dijo un compañero—. Nosotros buscamos oro y tierras. —Y los que vivían aquí —respondió Juan, mirando hacia los cerros— defienden las suyas. Esa noche escribió la primera página de su propia bitácora.',
    ],
    glosario: [
      { palabra: 'bitácora', definicion: 'Cuaderno donde se anotan los hechos de un viaje en barco, día a día.' },
      { palabra: 'grumete', definicion: 'Muchacho que aprendía el oficio de marinero ayudando en el barco.' },
      { palabra: 'astrolabio', definicion: 'Instrumento para calcular la posición de un barco mirando los astros.' },
      { palabra: 'escorbuto', definicion: 'Enfermedad causada por la falta de vitamina C en viajes largos.' },
    ],
    preguntas: {
      literal: '¿Qué buscaba Magallanes con su viaje y qué paso encontró en 1520?',
      inferencial: '¿Qué dificultades de la tripulación muestra la bitácora y por qué ocurrían?',
      critica:
        'Juan dice que quienes vivían en el valle «defienden las suyas». ¿Qué nos enseña esa frase sobre la conquista? Fundamenta con el relato.',
    },
    antes: '¿Qué sabes de los viajes de Colón y de Magallanes? ¿Por qué crees que los europeos querían llegar a Asia?',
    durante: 'Subraya cada fecha del relato y anota al lado qué ocurrió en ella.',
    vinculo: [
      'Traza en un mapa la ruta de Magallanes y Elcano desde Sevilla y marca el estrecho que cruzaron.',
      'Ordena en una línea de tiempo: viaje de Colón (1492), cruce del estrecho (1520), regreso de Elcano (1522) y fundación de Santiago (1541).',
      'Compara los propósitos del abuelo Martín y de Juan: ¿qué buscaban y qué encontraron?',
    ],
  },
  {
    titulo: 'Un año en la hacienda de Rancagua',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['superior', 'media'],
    materia: 'historia',
    tema: 'colonia chile colonial sociedad colonial hacienda inquilinos inquilinaje criollos españoles peninsulares mestizos mestizaje indígenas esclavos iglesia católica evangelización monopolio comercial cabildo fiestas religiosas vida cotidiana siglo xviii encomienda patrimonio colonial dependencia de españa',
    parrafos: [
      'Valle de Rancagua, 1760. Catalina tenía once años y era hija de un inquilino de la hacienda de don Fermín, un criollo dueño de tierras que llegaban hasta los cerros. Su familia vivía en un rancho de adobe y, a cambio de un pedazo de tierra para sembrar, su padre trabajaba para el patrón en las cosechas y en los rodeos.',
      'En la hacienda vivía gente muy distinta. Don Fermín y su familia, criollos, ocupaban la casa grande con corredores. Los inquilinos eran mestizos, como Catalina. También había peones que llegaban solo en tiempo de cosecha, algunos indígenas y dos personas esclavizadas traídas de África, que servían en la casa. Cada uno sabía cuál era su lugar, y cambiarlo era casi imposible.',
      'El trigo y el sebo de la hacienda viajaban en carretas hasta Valparaíso y de allí en barco hasta Lima. «El rey solo deja comerciar con los barcos de España», se quejaba don Fermín, que habría querido vender más caro a otros mercaderes. Las leyes, los impuestos y las autoridades venían de muy lejos: Chile era una colonia del Imperio español.',
      'La vida giraba en torno a la Iglesia. Los domingos todos iban a misa a la capilla de la hacienda y en las fiestas religiosas había procesiones, cantos y bailes. Un fraile enseñaba el catecismo a los niños, y Catalina aprendía las oraciones junto con algunas palabras en mapudungun que le enseñaba su abuela.',
      'En septiembre, después de la trilla con yeguas, hubo una gran fiesta con empanadas, chicha y guitarras. Catalina miró a su alrededor: en una misma ronda bailaban gente de origen español, indígena y africano. Sin saberlo, estaba viendo nacer una sociedad mestiza.',
    ],
    glosario: [
      {
        palabra: 'hacienda',
        definicion: 'Gran propiedad rural de la Colonia, dedicada a la agricultura y la ganadería.',
      },
      {
        palabra: 'inquilino',
        definicion: 'Campesino que vivía en la hacienda y trabajaba para el patrón a cambio de tierra.',
      },
      { palabra: 'criollo', definicion: 'Hijo de españoles nacido en América.' },
      { palabra: 'monopolio comercial', definicion: 'Obligación de las colonias de comerciar solo con España.' },
    ],
    preguntas: {
      literal: '¿Qué grupos sociales vivían en la hacienda de don Fermín y qué hacía cada uno?',
      inferencial:
        '¿Por qué se quejaba don Fermín del comercio? ¿Qué muestra eso sobre la dependencia de Chile respecto de España?',
      critica:
        'En la hacienda «cada uno sabía cuál era su lugar». ¿Qué opinas de una sociedad así? Compárala con la sociedad chilena actual.',
    },
    antes: '¿Cómo te imaginas la vida en el campo chileno hace más de 250 años? Escribe tres ideas.',
    durante: 'Anota cada grupo social que aparece en el relato y lo que el texto dice de su forma de vida.',
    vinculo: [
      'Dibuja una pirámide de la sociedad colonial con los grupos que aparecen en el relato, de mayor a menor poder.',
      'Explica con dos ejemplos del relato el papel de la Iglesia católica en la vida colonial.',
      'Busca un elemento del patrimonio colonial que se conserve hoy (una fiesta, una comida, un edificio) y relaciónalo con el relato.',
    ],
  },
  {
    titulo: 'El chasqui y el quipu',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['inicial', 'superior', 'media'],
    materia: 'historia',
    tema: 'civilización inca imperio inca incas cuzco chasqui qhapaq ñan red de caminos quipu terrazas de cultivo mita quechua inti sapa inca organización política tecnología cultivos papa maíz civilizaciones americanas',
    parrafos: [
      'Hace más de quinientos años, en las montañas de los Andes, Huaman tenía catorce años y era chasqui, un mensajero del Imperio inca. Su tambo, una pequeña casa de piedra junto al camino, estaba a medio día de Cuzco, la capital donde vivía el Sapa Inca.',
      'Una mañana sonó a lo lejos el pututo, una trompeta de caracol. Era otro chasqui que llegaba corriendo. Sin detenerse, le entregó un atado de cuerdas de colores con nudos: un quipu. «Para el Cuzco. Son las cuentas de la cosecha del valle», le dijo jadeando. Huaman salió corriendo por el Qhapaq Ñan, el gran camino de piedra que unía el imperio de norte a sur.',
      'Mientras corría, Huaman veía las laderas de los cerros convertidas en escaleras verdes: eran las terrazas de cultivo, donde crecían papas, maíz y quínoa. Más allá, un grupo de hombres reparaba un puente colgante de fibras vegetales. «Cumplen su mita», pensó: el turno de trabajo que cada comunidad le debía al Estado.',
      'Al caer la tarde entregó el quipu al siguiente chasqui. Gracias a esos relevos, un mensaje podía recorrer cientos de kilómetros en pocos días. Los quipucamayoc, expertos en leer los nudos, sabrían en Cuzco cuánto maíz había en los depósitos y cuántas personas vivían en el valle.',
      'Esa noche, en el tambo, Huaman miró el cielo y buscó a Inti, el Sol, que ya se había escondido. Su padre le había dicho que el imperio era tan grande porque todos sus caminos, sus mensajes y sus cosechas estaban unidos, como los hilos de un quipu.',
    ],
    glosario: [
      { palabra: 'chasqui', definicion: 'Mensajero inca que corría por los caminos llevando mensajes en relevos.' },
      { palabra: 'quipu', definicion: 'Conjunto de cuerdas con nudos que los incas usaban para registrar cantidades.' },
      { palabra: 'Qhapaq Ñan', definicion: 'Red de caminos del Imperio inca, que unía Cuzco con todo el territorio.' },
      { palabra: 'mita', definicion: 'Trabajo por turnos que las comunidades entregaban al Estado inca.' },
      { palabra: 'pututo', definicion: 'Trompeta hecha con una concha de caracol marino.' },
      { palabra: 'quipucamayoc', definicion: 'Funcionario inca encargado de hacer y leer los quipus.' },
      { palabra: 'tambo', definicion: 'Posada y bodega junto a los caminos incas.' },
      { palabra: 'quínoa', definicion: 'Planta de los Andes cuyas semillas se comen cocidas, como el arroz.' },
    ],
    preguntas: {
      literal: '¿Qué llevaba Huaman, por qué camino corría y hacia qué ciudad?',
      inferencial: '¿Por qué los mensajes viajaban con relevos de chasquis y no con un solo mensajero?',
      critica:
        'El padre de Huaman compara el imperio con los hilos de un quipu. ¿Te parece una buena comparación? Fundamenta con el relato.',
    },
    antes: '¿Cómo crees que se enviaban mensajes a lugares lejanos cuando no existían el correo ni el teléfono?',
    durante:
      'Anota cada elemento de la tecnología o la organización inca que aparece (camino, quipu, terrazas, mita, tambo) y para qué servía.',
    vinculo: [
      'Elabora un esquema con cuatro elementos que permitían al Imperio inca mantenerse unido, según el relato.',
      'Compara a Huaman con un mensajero actual: ¿qué semejanzas y diferencias hay en la forma de enviar información?',
      'Dibuja una terraza de cultivo y explica qué problema resolvía en los cerros andinos.',
    ],
  },
  {
    titulo: 'El mercado de Tlatelolco',
    genero: 'Narrativo: relato histórico',
    kind: 'cuento',
    subgenero: 'relato-historico',
    stages: ['inicial', 'superior', 'media'],
    materia: 'historia',
    tema: 'civilización azteca aztecas mexicas tenochtitlán lago texcoco chinampas calzadas templo mayor mercado cacao mayas civilización maya mercaderes calendario escritura jeroglífica pirámides mesoamérica religión dioses comercio maíz civilizaciones americanas',
    parrafos: [
      'Hace más de quinientos años, Citlali, una niña mexica, cruzó en canoa los canales de Tenochtitlán, la gran ciudad construida sobre un islote en el lago Texcoco. Remaba su tío, que cultivaba en las chinampas, los huertos flotantes donde crecían maíz, frijoles, chiles y flores.',
      'Iban al mercado de Tlatelolco, el más grande que Citlali había visto. Miles de personas compraban y vendían: mantas de algodón, plumas de quetzal, cuchillos de obsidiana, pavos, tomates y cacao. «No usamos monedas», le explicó su tío, «pagamos con granos de cacao o con mantas». Desde el mercado se veía el Templo Mayor, la gran pirámide dedicada a los dioses de la lluvia y de la guerra.',
      'En un puesto, Citlali conoció a Balam, un mercader maya que venía de muy al sur, de las selvas de Yucatán. Le mostró un libro plegado hecho de corteza, con signos pintados. «Es nuestra escritura», dijo Balam. «Con ella registramos la historia de nuestros reyes y el calendario. Nuestros sacerdotes observan el cielo y saben cuándo llegan las lluvias y cuándo sembrar».',
      'Citlali le contó que los mexicas también tenían calendarios y que su ciudad estaba unida a tierra firme por tres calzadas largas como ríos de piedra. Balam le regaló un grano de cacao. «En mi tierra lo tomamos espumoso, en ocasiones especiales», le dijo.',
      'De vuelta en la canoa, Citlali miró las chinampas verdes sobre el agua. Pensó que su pueblo había convertido un lago en una ciudad, y que en el sur otro pueblo había aprendido a leer el cielo. «Somos distintos», pensó, «pero los dos vivimos del maíz».',
    ],
    glosario: [
      {
        palabra: 'chinampa',
        definicion: 'Huerto flotante construido por los aztecas sobre el lago, con barro y plantas.',
      },
      { palabra: 'calzada', definicion: 'Camino elevado de piedra y tierra que unía Tenochtitlán con tierra firme.' },
      { palabra: 'obsidiana', definicion: 'Piedra volcánica negra y brillante usada para hacer cuchillos y puntas.' },
      { palabra: 'Templo Mayor', definicion: 'Gran pirámide de Tenochtitlán, centro religioso de los mexicas.' },
      { palabra: 'chile', definicion: 'Nombre que se da en México al ají.' },
    ],
    preguntas: {
      literal: '¿Dónde estaba construida Tenochtitlán y qué se vendía en el mercado de Tlatelolco?',
      inferencial: '¿Por qué la observación del cielo era importante para los mayas, según Balam?',
      critica:
        'Citlali piensa que mexicas y mayas son distintos, pero «los dos viven del maíz». ¿Qué semejanzas y diferencias encuentras entre ambas civilizaciones?',
    },
    antes: '¿Qué sabes de los aztecas y de los mayas? ¿En qué parte de América vivían?',
    durante:
      'Haz dos columnas, una para los mexicas (aztecas) y otra para los mayas, y anota lo que el relato dice de cada uno.',
    vinculo: [
      'Completa un cuadro comparativo de mayas y aztecas con: ubicación, ciudad o región, escritura o calendario y alimentos.',
      'Explica cómo las chinampas permitieron alimentar a una ciudad construida sobre un lago.',
      'Nombra tres alimentos del relato que comemos hoy en Chile y explica de dónde vienen.',
    ],
  },
  {
    titulo: 'De Arica a Punta Arenas',
    genero: 'Narrativo: relato de viaje',
    kind: 'cuento',
    stages: ['inicial', 'superior', 'media'],
    materia: 'historia',
    tema: 'geografía de chile zonas naturales norte grande norte chico zona central zona sur zona austral desierto de atacama clima relieve cordillera de los andes cordillera de la costa depresión intermedia planicies litorales ríos lagos glaciares recursos naturales cobre paisajes regiones población',
    parrafos: [
      'Las vacaciones de la familia Soto empezaron en Arica, en el Norte Grande. Sofía anotaba todo en su diario de viaje. «Primer día: aquí casi nunca llueve. Desde el bus se ve el desierto de Atacama, el más seco del mundo. Papá dice que bajo esta tierra hay mucho cobre y que por eso existen las grandes minas».',
      '«Cuarto día: entramos al Norte Chico. Ya no es todo desierto: hay valles verdes con ríos como el Elqui, donde cultivan uvas y papayas. Los cerros van de la cordillera de los Andes al mar, de este a oeste, como si cortaran el país en pedazos».',
      '«Séptimo día: llegamos a la Zona Central. El clima es templado, con lluvias en invierno y veranos secos. Entre la cordillera de los Andes y la cordillera de la Costa hay un valle ancho, la depresión intermedia, lleno de viñas, frutales y ciudades. Aquí vive la mayor parte de la población de Chile».',
      '«Décimo día: Zona Sur. Llueve casi todos los días, hay bosques, lagos enormes y volcanes nevados. Vimos el lago Llanquihue y el volcán Osorno». Dos días después cruzaron a Chiloé en transbordador y Sofía dibujó palafitos y una iglesia de madera.',
      '«Último día: Zona Austral. Llegamos en avión a Punta Arenas. Hace frío y viento, hay campos de hielo y glaciares, y pocas personas viven aquí. Mamá dice que Chile es como un país de muchos países». Sofía cerró el diario y dibujó en la tapa un mapa largo con cinco colores, uno por cada zona natural.',
    ],
    glosario: [
      { palabra: 'zona natural', definicion: 'Parte del territorio con clima, relieve y vegetación parecidos.' },
      {
        palabra: 'depresión intermedia',
        definicion: 'Valle entre la cordillera de los Andes y la cordillera de la Costa.',
      },
      { palabra: 'palafito', definicion: 'Casa construida sobre pilotes a la orilla del agua, típica de Chiloé.' },
      { palabra: 'glaciar', definicion: 'Gran masa de hielo que se forma en las montañas y se desplaza lentamente.' },
    ],
    preguntas: {
      literal: '¿Por qué zonas naturales pasó la familia Soto, en orden de norte a sur?',
      inferencial: '¿Por qué en la Zona Central vive la mayor parte de la población? Usa datos del diario de Sofía.',
      critica:
        'La mamá dice que Chile es «como un país de muchos países». ¿Estás de acuerdo? Fundamenta con dos diferencias entre zonas.',
    },
    antes: '¿Qué sabes del norte y del sur de Chile? Escribe una diferencia de clima o de paisaje.',
    durante:
      'Para cada zona natural del diario, anota una característica del clima, una del relieve y un recurso o actividad.',
    vinculo: [
      'Dibuja un mapa de Chile con las cinco zonas naturales del relato y pinta cada una de un color.',
      'Completa un cuadro con el clima, el relieve y una actividad económica de cada zona natural.',
      'Escribe la página del diario de Sofía para tu región, con su clima, su relieve y sus recursos.',
    ],
  },
  // ——— Matemática ———
  {
    titulo: 'La casa del árbol',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior'],
    materia: 'matematica',
    tema: 'geometría medición medir perímetro área ángulos ángulo recto figuras geométricas rectángulo cuadrado triángulo unidades de medida metros centímetros longitud plano cuerpos geométricos volumen cubos reloj tiempo horas minutos',
    parrafos: [
      'Florencia y su primo Diego querían construir una casa en el árbol del patio. Su tía Carmen, que era carpintera, les dijo: «Primero, el plano. Sin medidas no hay casa». Les pasó una huincha de medir y un cuaderno cuadriculado.',
      'Decidieron que el piso sería un rectángulo de 3 metros de largo y 2 metros de ancho. «¿Cuánto listón necesitamos para el borde?», preguntó Diego. Florencia sumó los cuatro lados: 3 + 2 + 3 + 2 = 10. «Diez metros: ese es el perímetro». La tía sonrió.',
      '«¿Y cuántas tablas de un metro cuadrado para cubrir el piso?». Florencia dibujó el rectángulo en el cuaderno y lo dividió en cuadrados: tres en cada fila, dos filas. «Seis. El área es 3 por 2, seis metros cuadrados». Diego comprobó contando los cuadraditos uno por uno.',
      'Para la ventana eligieron un cuadrado de 50 centímetros de lado. «Las esquinas tienen que formar ángulos rectos, de 90 grados», advirtió la tía, y les prestó una escuadra. «Si el ángulo es más abierto, la ventana queda chueca». Para el techo usaron dos triángulos, y Diego midió que sus ángulos de abajo eran iguales.',
      'Trabajaron toda la tarde: empezaron a las 3 y terminaron a las 6 y media. «Tres horas y media», calculó Diego, mirando el reloj. Esa noche, desde la casa del árbol, Florencia escribió en la pared con tiza: «Aquí todo está medido».',
    ],
    glosario: [
      {
        palabra: 'perímetro',
        definicion: 'Medida del contorno de una figura: la suma de las longitudes de sus lados.',
      },
      {
        palabra: 'área',
        definicion: 'Medida de la superficie de una figura; se expresa en unidades cuadradas, como m².',
      },
      { palabra: 'ángulo recto', definicion: 'Ángulo que mide 90 grados, como la esquina de un cuaderno.' },
      {
        palabra: 'escuadra',
        definicion: 'Instrumento con forma de triángulo que sirve para trazar y comprobar ángulos rectos.',
      },
    ],
    preguntas: {
      literal: '¿Qué medidas tenía el piso de la casa y cuántos metros de listón necesitaron para el borde?',
      inferencial: '¿Por qué Florencia multiplicó 3 por 2 para saber cuántas tablas necesitaban?',
      critica:
        'La tía dice: «Sin medidas no hay casa». ¿En qué otros trabajos o situaciones es importante medir? Da dos ejemplos.',
    },
    antes: '¿Qué necesitas saber para construir algo con madera? Escribe tres cosas que medirías.',
    durante:
      'Cada vez que aparezca una medida o un cálculo, anótalo y escribe qué se está midiendo (longitud, área, ángulo o tiempo).',
    vinculo: [
      'Calcula el perímetro y el área de un piso de 4 m de largo y 3 m de ancho, y dibújalo en papel cuadriculado.',
      'Con una escuadra, busca en la sala tres ángulos rectos y dos que no lo sean, y anótalos.',
      'Diseña el plano de tu propia casa del árbol con sus medidas y calcula el listón y las tablas que necesitarías.',
    ],
  },
  {
    titulo: 'La encuesta del curso',
    genero: 'Narrativo: cuento',
    kind: 'cuento',
    stages: ['inicial', 'superior', 'media'],
    materia: 'matematica',
    tema: 'datos estadística encuesta tabla de conteo tabla de frecuencias gráfico de barras pictograma frecuencia moda promedio media aritmética muestra recolectar registrar interpretar representar probabilidad resultados',
    parrafos: [
      'El 5° B tenía que decidir adónde ir de paseo de fin de año. Había tres opciones: el zoológico, la playa o un parque con piscina. «Votemos levantando la mano», propuso Joaquín. «Mejor hagamos una encuesta», dijo Valentina, «así tenemos los datos anotados».',
      'Valentina escribió en la pizarra una tabla de conteo. Cada compañero pasó y marcó una rayita en su opción. Al final contaron: zoológico, 8 votos; playa, 14; parque con piscina, 10. «Somos 32 en total», comprobó Joaquín sumando 8 + 14 + 10.',
      'La profesora les pidió que representaran los resultados en un gráfico de barras. Dibujaron el eje horizontal con las tres opciones y el vertical con los votos, de 2 en 2. La barra de la playa quedó más alta que las demás. «La opción con más votos se llama moda», explicó la profesora. «Aquí, la moda es la playa».',
      'Luego Valentina tuvo otra idea: preguntar cuánto dinero podía aportar cada familia para el bus. Las respuestas de su grupo fueron $2.000, $3.000, $2.000 y $5.000. «Si lo juntamos todo y lo repartimos en partes iguales, ¿cuánto es?», preguntó. Sumaron $12.000 y dividieron por 4: el promedio era $3.000.',
      'Al final pegaron el gráfico en el diario mural con un título: «¡Nos vamos a la playa!». Joaquín tuvo que reconocer que la encuesta había sido mejor idea: «Con los datos a la vista, nadie puede reclamar».',
    ],
    glosario: [
      {
        palabra: 'encuesta',
        definicion: 'Conjunto de preguntas que se hace a un grupo de personas para reunir datos.',
      },
      {
        palabra: 'tabla de conteo',
        definicion: 'Tabla donde se marca una raya por cada dato para contar cuántas veces aparece.',
      },
      { palabra: 'moda', definicion: 'El dato que más se repite en un conjunto de datos.' },
      { palabra: 'promedio', definicion: 'Resultado de sumar todos los datos y dividir por la cantidad de datos.' },
    ],
    preguntas: {
      literal: '¿Cuántos votos obtuvo cada opción y cuántos estudiantes votaron en total?',
      inferencial: '¿Por qué la barra de la playa quedó más alta en el gráfico? ¿Qué representa su altura?',
      critica:
        'Joaquín dice que «con los datos a la vista, nadie puede reclamar». ¿Estás de acuerdo? ¿Qué ventajas tiene hacer una encuesta?',
    },
    antes: '¿Cómo decidirías algo que afecta a todo tu curso para que la decisión sea justa?',
    durante: 'Anota cada dato numérico del cuento y escribe qué representa.',
    vinculo: [
      'Dibuja el gráfico de barras del 5° B con los votos de cada opción y escribe cuál es la moda.',
      'Calcula el promedio de aporte si las respuestas hubieran sido $1.000, $3.000, $4.000 y $4.000.',
      'Haz una encuesta en tu curso sobre un tema que elijas, registra los datos en una tabla de conteo y represéntalos en un gráfico.',
    ],
  },
]
