/**
 * Multiple-choice items written for Pizarra for specific Objetivos de Aprendizaje of Ciencias Naturales and
 * Historia, each naming its OA code: those of 3° Básico and 1° Medio below, and those of 4°–8° Básico and
 * 2° Medio in `ciencias/oa-ciencias.ts` and `historia/oa-historia.ts`, and the items per subject and level
 * of `ciencias/` and `historia/` (`oa-levels.ts`).
 */

import { oaCiencias } from './ciencias/oa-ciencias'
import { oaHistoria } from './historia/oa-historia'
import { oaContenido } from './oa-levels'
import type { OaItem } from './types'

export type { OaItem }

const firstLevels: readonly OaItem[] = [
  // Ciencias Naturales, 3° Básico
  {
    oa: 'CN03 OA 03',
    habilidad: 'Comprender',
    enunciado: '¿Cuál es el orden correcto del ciclo de vida de una planta con flor?',
    alternativas: [
      'Semilla, germinación, planta adulta con flor, fruto con semillas.',
      'Flor, semilla, fruto, germinación.',
      'Fruto, planta adulta, germinación, semilla.',
      'Germinación, fruto, semilla, flor.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 03',
    habilidad: 'Comprender',
    enunciado: '¿Qué parte de la planta se transforma en fruto después de la polinización?',
    alternativas: ['La raíz', 'La flor', 'El tallo', 'La hoja'],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 05',
    habilidad: 'Aplicar',
    enunciado:
      'Sofía usa una botella plástica vacía para hacer un macetero. ¿Qué acción de cuidado de los recursos está realizando?',
    alternativas: ['Reducir', 'Reutilizar', 'Desechar', 'Quemar'],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 05',
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas acciones ayuda a reducir la cantidad de basura en la casa?',
    alternativas: [
      'Comprar jugos en envases pequeños individuales.',
      'Usar bolsas de género para ir a comprar.',
      'Botar las pilas junto con la basura común.',
      'Usar platos desechables todos los días.',
    ],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 06',
    habilidad: 'Comprender',
    enunciado: '¿Cuál de estas colaciones es la más saludable?',
    alternativas: [
      'Papas fritas y bebida.',
      'Una manzana y un yogur natural.',
      'Un chocolate y un jugo en caja.',
      'Galletas rellenas y un helado.',
    ],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 06',
    habilidad: 'Analizar',
    enunciado: 'Un alimento tiene un sello negro que dice «ALTO EN AZÚCARES». ¿Qué significa?',
    alternativas: [
      'Que tiene más azúcar de lo recomendado y conviene comerlo poco.',
      'Que no tiene azúcar.',
      'Que es el alimento más sano del supermercado.',
      'Que solo lo pueden comer los adultos.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 07',
    habilidad: 'Aplicar',
    enunciado: '¿Qué se debe hacer antes de preparar una ensalada?',
    alternativas: [
      'Lavarse las manos y lavar bien las verduras.',
      'Dejar las verduras al sol toda la mañana.',
      'Cortar las verduras sin lavarlas para no perder vitaminas.',
      'Guardar las verduras junto a la carne cruda.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 07',
    habilidad: 'Comprender',
    enunciado: '¿Por qué los alimentos como la leche y la carne se guardan en el refrigerador?',
    alternativas: [
      'Porque el frío hace que los microorganismos crezcan más lento.',
      'Porque así tienen más vitaminas.',
      'Porque el frío les cambia el sabor.',
      'Porque así pesan menos.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 09',
    habilidad: 'Analizar',
    enunciado:
      'Al poner un espejo frente a una linterna encendida, la luz cambia de dirección. ¿Qué propiedad de la luz muestra esto?',
    alternativas: [
      'Que la luz se refleja.',
      'Que la luz produce sonido.',
      'Que la luz se congela.',
      'Que la luz se apaga con el espejo.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 09',
    habilidad: 'Comprender',
    enunciado: '¿Por qué se forma la sombra de un niño en el patio en un día de sol?',
    alternativas: [
      'Porque el cuerpo del niño bloquea la luz, que viaja en línea recta.',
      'Porque el niño produce su propia luz.',
      'Porque la luz atraviesa el cuerpo del niño.',
      'Porque el suelo absorbe el color del niño.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 10',
    habilidad: 'Comprender',
    enunciado: 'Cuando golpeas un tambor, ¿qué hace que se produzca el sonido?',
    alternativas: [
      'La vibración del parche del tambor.',
      'El color del tambor.',
      'La luz que refleja el tambor.',
      'El peso de las baquetas.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 10',
    habilidad: 'Aplicar',
    enunciado: 'En una sala vacía y grande, Pedro grita y escucha su voz repetida. ¿Qué le ocurrió al sonido?',
    alternativas: [
      'Se reflejó en las paredes y volvió (eco).',
      'Se transformó en luz.',
      'Se detuvo en el aire.',
      'Fue absorbido por completo por las paredes.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 11',
    habilidad: 'Recordar',
    enunciado: '¿Cuál es la estrella del sistema solar?',
    alternativas: ['La Luna', 'El Sol', 'Marte', 'Júpiter'],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 11',
    habilidad: 'Comprender',
    enunciado: '¿Cuál es el planeta más grande del sistema solar?',
    alternativas: ['La Tierra', 'Mercurio', 'Júpiter', 'Venus'],
    correcta: 2,
  },
  {
    oa: 'CN03 OA 12',
    habilidad: 'Comprender',
    enunciado: '¿Qué movimiento de la Tierra produce el día y la noche?',
    alternativas: [
      'La traslación alrededor del Sol',
      'La rotación sobre su propio eje',
      'El movimiento de la Luna',
      'Las mareas',
    ],
    correcta: 1,
  },
  {
    oa: 'CN03 OA 12',
    habilidad: 'Recordar',
    enunciado: '¿Cuánto tiempo demora la Tierra en dar una vuelta completa alrededor del Sol?',
    alternativas: ['Un día', 'Una semana', 'Un mes', 'Un año'],
    correcta: 3,
  },
  {
    oa: 'CN03 OA 13',
    habilidad: 'Comprender',
    enunciado: '¿Por qué vemos la Luna con formas distintas durante el mes?',
    alternativas: [
      'Porque vemos iluminadas partes distintas de la Luna mientras gira alrededor de la Tierra.',
      'Porque la Luna cambia de tamaño.',
      'Porque las nubes tapan partes de la Luna.',
      'Porque la Luna produce su propia luz solo algunos días.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN03 OA 13',
    habilidad: 'Analizar',
    enunciado: 'Durante un eclipse de Sol, el día se oscurece por unos minutos. ¿Por qué ocurre?',
    alternativas: [
      'Porque la Luna pasa por delante del Sol y lo tapa.',
      'Porque la Tierra se pone entre el Sol y la Luna.',
      'Porque el Sol se apaga por unos minutos.',
      'Porque una nube muy grande cubre todo el cielo de la ciudad.',
    ],
    correcta: 0,
  },
  // Ciencias Naturales, 1° Medio
  {
    oa: 'CN1M OA 01',
    habilidad: 'Comprender',
    enunciado:
      'En un corte de terreno con capas de roca sedimentaria sin alterar, ¿dónde se esperan los fósiles más antiguos?',
    alternativas: [
      'En las capas más profundas.',
      'En las capas superiores.',
      'En todas las capas por igual.',
      'Solo en la superficie del suelo.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 01',
    habilidad: 'Comprender',
    enunciado: '¿En qué tipo de roca se forman principalmente los fósiles?',
    alternativas: ['Ígnea', 'Sedimentaria', 'Metamórfica', 'Volcánica'],
    correcta: 1,
  },
  {
    oa: 'CN1M OA 02',
    habilidad: 'Analizar',
    enunciado:
      'El brazo humano, el ala del murciélago y la aleta de la ballena tienen los mismos huesos básicos. ¿Qué evidencia de la evolución representan?',
    alternativas: ['Estructuras homólogas', 'Estructuras análogas', 'Órganos vestigiales', 'Mutaciones recientes'],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 02',
    habilidad: 'Comprender',
    enunciado: 'Según la teoría de la selección natural de Darwin y Wallace, ¿qué individuos dejan más descendencia?',
    alternativas: [
      'Los que tienen características que les dan ventaja en su ambiente.',
      'Los más grandes de la población.',
      'Los que se esfuerzan por cambiar su cuerpo.',
      'Los que viven más lejos de los depredadores por casualidad.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 04',
    habilidad: 'Comprender',
    enunciado: 'Todos los coigües de un bosque de la Araucanía forman:',
    alternativas: ['Una población', 'Una comunidad', 'Un ecosistema', 'Un individuo'],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 04',
    habilidad: 'Analizar',
    enunciado:
      'Un picaflor se alimenta del néctar de una flor y, al hacerlo, transporta su polen. ¿Qué tipo de interacción es?',
    alternativas: ['Mutualismo', 'Depredación', 'Parasitismo', 'Competencia'],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 05',
    habilidad: 'Analizar',
    enunciado:
      'Si en un ecosistema desaparecen los zorros que comen conejos, ¿qué se espera que ocurra primero con la población de conejos?',
    alternativas: ['Que aumente.', 'Que disminuya.', 'Que se mantenga igual.', 'Que se extinga.'],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 06',
    habilidad: 'Comprender',
    enunciado: 'En una cadena trófica, ¿qué ocurre con la energía disponible al pasar de un nivel al siguiente?',
    alternativas: [
      'Disminuye, porque gran parte se pierde como calor.',
      'Aumenta en cada nivel.',
      'Se mantiene igual.',
      'Se duplica en los consumidores.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 08',
    habilidad: 'Evaluar',
    enunciado: '¿Cuál de estas medidas protege mejor un humedal urbano?',
    alternativas: [
      'Declararlo área protegida y controlar los rellenos y descargas.',
      'Rellenarlo para construir un parque.',
      'Introducir especies exóticas para embellecerlo.',
      'Drenarlo para evitar mosquitos.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 10',
    habilidad: 'Aplicar',
    enunciado: 'Una ambulancia se acerca con la sirena encendida. ¿Qué percibe una persona en la vereda?',
    alternativas: [
      'Un sonido más agudo mientras se acerca y más grave cuando se aleja.',
      'Un sonido igual todo el tiempo.',
      'Un sonido más grave mientras se acerca.',
      'Ningún cambio, porque el sonido no depende del movimiento.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 11',
    habilidad: 'Comprender',
    enunciado: 'Un lápiz dentro de un vaso con agua se ve «quebrado». ¿Qué fenómeno de la luz lo explica?',
    alternativas: ['Refracción', 'Reflexión', 'Absorción', 'Difracción del sonido'],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 13',
    habilidad: 'Comprender',
    enunciado: '¿Qué ondas sísmicas llegan primero a una estación sismológica?',
    alternativas: [
      'Las ondas P (primarias)',
      'Las ondas S (secundarias)',
      'Las ondas superficiales',
      'Todas llegan al mismo tiempo',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 14',
    habilidad: 'Comprender',
    enunciado: '¿Qué causa las estaciones del año en la Tierra?',
    alternativas: [
      'La inclinación del eje terrestre durante la traslación.',
      'La distancia variable entre la Tierra y la Luna a lo largo del año.',
      'La rotación de la Tierra.',
      'Los cambios de tamaño del Sol.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 16',
    habilidad: 'Analizar',
    enunciado: '¿Por qué el norte de Chile tiene grandes observatorios astronómicos?',
    alternativas: [
      'Por sus cielos despejados, secos y con poca contaminación lumínica.',
      'Porque está más cerca del Sol.',
      'Porque allí hay más estrellas.',
      'Porque es la zona más lluviosa del país.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 17',
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas situaciones es una reacción química?',
    alternativas: [
      'Un clavo que se oxida.',
      'El hielo que se derrite.',
      'El azúcar que se disuelve en agua.',
      'Un vidrio que se quiebra.',
    ],
    correcta: 0,
  },
  {
    oa: 'CN1M OA 18',
    habilidad: 'Aplicar',
    enunciado:
      'Si 12 g de carbono reaccionan por completo con 32 g de oxígeno, ¿qué masa de dióxido de carbono se forma?',
    alternativas: ['44 g', '20 g', '32 g', '12 g'],
    correcta: 0,
  },
  // Historia, 3° Básico
  {
    oa: 'HI03 OA 01',
    habilidad: 'Comprender',
    enunciado: '¿Qué legado de la antigua Grecia usamos hoy cuando elegimos a nuestras autoridades votando?',
    alternativas: ['La democracia', 'El acueducto', 'El idioma latino', 'El calendario maya'],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 01',
    habilidad: 'Recordar',
    enunciado: '¿En qué ciudad de la antigua Grecia nació la democracia?',
    alternativas: ['Atenas', 'Roma', 'Cusco', 'Tenochtitlan'],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 02',
    habilidad: 'Comprender',
    enunciado: 'El idioma español viene principalmente de una lengua que hablaban los romanos. ¿Cuál es?',
    alternativas: ['El latín', 'El griego', 'El mapudungun', 'El inglés'],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 02',
    habilidad: 'Comprender',
    enunciado: '¿Para qué construían acueductos los romanos?',
    alternativas: [
      'Para llevar agua a las ciudades.',
      'Para defenderse de los enemigos.',
      'Para observar las estrellas.',
      'Para celebrar juegos.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 04',
    habilidad: 'Analizar',
    enunciado: '¿En qué se parece la vida de un niño en la antigua Roma a la de un niño chileno de hoy?',
    alternativas: [
      'Ambos juegan y aprenden a leer y escribir.',
      'Ambos usan celular.',
      'Ambos viajan en micro al colegio.',
      'Ambos votan en la Asamblea.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 08',
    habilidad: 'Aplicar',
    enunciado: '¿En qué zona climática hace calor todo el año y llueve mucho?',
    alternativas: ['Zona cálida (tropical)', 'Zona fría (polar)', 'Zona templada', 'Zona de alta montaña'],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 08',
    habilidad: 'Analizar',
    enunciado: '¿Cómo se adaptan las personas que viven en zonas frías?',
    alternativas: [
      'Usan ropa abrigada y construyen casas que guardan el calor.',
      'Usan ropa liviana todo el año.',
      'Viven al aire libre sin techo.',
      'Cultivan plátanos y piñas.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 11',
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas acciones es un deber de un estudiante?',
    alternativas: [
      'Cumplir con sus tareas escolares.',
      'Decidir el horario del colegio.',
      'Contratar profesores.',
      'Cambiar las notas.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 12',
    habilidad: 'Evaluar',
    enunciado: 'Dos compañeros opinan distinto sobre el juego del recreo. ¿Qué actitud muestra respeto?',
    alternativas: [
      'Escuchar la opinión del otro y buscar un acuerdo.',
      'Gritar más fuerte para ganar.',
      'Dejar de hablarle al compañero.',
      'Burlarse de su opinión.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 13',
    habilidad: 'Evaluar',
    enunciado: 'En un partido, Ana toca la pelota con la mano y nadie la ve. ¿Qué acción es honesta?',
    alternativas: [
      'Reconocer la falta.',
      'Seguir jugando sin decir nada.',
      'Culpar a otro jugador.',
      'Reclamar al árbitro.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI03 OA 16',
    habilidad: 'Aplicar',
    enunciado: '¿Cuál de estas acciones es una forma de participar responsablemente en la escuela?',
    alternativas: [
      'Colaborar en una campaña solidaria del curso.',
      'Rayar las mesas de la sala.',
      'Faltar a clases sin avisar.',
      'Dejar la basura en el patio.',
    ],
    correcta: 0,
  },
  // Historia, 1° Medio
  {
    oa: 'HI1M OA 05',
    habilidad: 'Comprender',
    enunciado: '¿Qué cambio social produjo la industrialización del siglo XIX?',
    alternativas: [
      'El surgimiento del proletariado que trabajaba por un salario en las fábricas.',
      'El abandono de las ciudades industriales de Europa.',
      'La desaparición del comercio entre los países europeos.',
      'La vuelta de la mayoría de la población al campo.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI1M OA 15',
    habilidad: 'Comprender',
    enunciado: '¿Qué recurso estuvo en el centro del conflicto que originó la Guerra del Pacífico (1879-1884)?',
    alternativas: ['El salitre', 'El cobre', 'El trigo', 'La plata de Potosí'],
    correcta: 0,
  },
  {
    oa: 'HI1M OA 15',
    habilidad: 'Analizar',
    enunciado: '¿Qué consecuencia territorial tuvo para Chile la Guerra del Pacífico?',
    alternativas: [
      'Incorporó las provincias de Tarapacá y Antofagasta.',
      'Perdió la región de Magallanes.',
      'Cedió Arica a Argentina.',
      'Anexó la isla de Chiloé.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI1M OA 21',
    habilidad: 'Aplicar',
    enunciado:
      'Una persona pide un crédito de $100.000 y debe devolver $112.000. ¿Qué representan los $12.000 de diferencia?',
    alternativas: [
      'Los intereses del crédito',
      'El ahorro de la persona',
      'Un descuento del banco',
      'El sueldo mensual',
    ],
    correcta: 0,
  },
  {
    oa: 'HI1M OA 22',
    habilidad: 'Evaluar',
    enunciado:
      'Un producto comprado por internet llegó dañado. Según los derechos del consumidor, ¿qué puede exigir la persona?',
    alternativas: [
      'La reparación, el cambio del producto o la devolución del dinero.',
      'Nada, porque compró por internet.',
      'Solo un cupón de descuento para otra compra.',
      'Que le envíen otro producto distinto sin preguntar.',
    ],
    correcta: 0,
  },
  {
    oa: 'HI1M OA 25',
    habilidad: 'Analizar',
    enunciado: '¿Qué impacto ambiental de la industrialización se mantiene hasta hoy?',
    alternativas: [
      'La contaminación del aire por la quema de combustibles fósiles.',
      'El aumento de los bosques nativos.',
      'La desaparición del uso del carbón en el siglo XIX.',
      'La disminución de la población urbana.',
    ],
    correcta: 0,
  },
]

export const oaItems: readonly OaItem[] = [...firstLevels, ...oaCiencias, ...oaHistoria, ...oaContenido]
