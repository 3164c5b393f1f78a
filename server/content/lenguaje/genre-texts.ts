/**
 * Original non-literary texts written for Pizarra: informative articles, opinion columns, news and a
 * biography, each tagged with its subject (none for the general ones), school stages and topic words, with
 * three reading questions and their pauta. The offline provider picks one when a teacher asks for a texto
 * of these genres; several per genre, so two versions of one request read different texts when the topic
 * allows it.
 */
import type { LiteraryText } from './types'

export const genreTexts: readonly LiteraryText[] = [
  // ——— Informativos ———
  {
    titulo: 'El ciclo de vida de la rana',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'ciclo de vida animales etapas huevo larva renacuajo adulto metamorfosis anfibios reproduccion crecimiento cambios seres vivos',
    parrafos: [
      'Todos los animales nacen, crecen, se reproducen y mueren. Estas etapas forman su ciclo de vida. El ciclo de vida de la rana es muy especial, porque cambia de forma mientras crece.',
      'Primero, la rana hembra pone muchos huevos en el agua de una laguna o un estero. Los huevos están cubiertos por una gelatina que los protege.',
      'De cada huevo sale un renacuajo. El renacuajo vive en el agua, respira por branquias y tiene una cola larga para nadar. Se alimenta de plantas pequeñas.',
      'Con el paso de las semanas, al renacuajo le salen patas traseras y después patas delanteras. Su cola se hace cada vez más corta. Este gran cambio de forma se llama metamorfosis.',
      'Al final, la rana adulta puede vivir fuera del agua y respira por pulmones y por la piel. Cuando llega el momento, pone sus propios huevos y el ciclo comienza otra vez.',
    ],
    glosario: [
      { palabra: 'renacuajo', definicion: 'Cría de la rana, que vive en el agua y tiene cola.' },
      { palabra: 'branquias', definicion: 'Órganos con que respiran en el agua los peces y los renacuajos.' },
      { palabra: 'metamorfosis', definicion: 'Cambio de forma que tienen algunos animales mientras crecen.' },
    ],
    preguntas: {
      literal: '¿Dónde pone sus huevos la rana y qué los protege?',
      inferencial: '¿Por qué el renacuajo no puede vivir fuera del agua, pero la rana adulta sí?',
      critica:
        'Las ranas necesitan lagunas y esteros limpios. ¿Qué podría pasar con su ciclo de vida si el agua se contamina? Explica.',
    },
    pautas: {
      literal: 'En el agua de una laguna o un estero; los protege una gelatina.',
      inferencial:
        'Porque el renacuajo respira por branquias, que funcionan en el agua; la rana adulta respira por pulmones y por la piel.',
      critica:
        'Respuesta abierta: se acepta una consecuencia fundamentada, por ejemplo que los huevos o los renacuajos no sobrevivirían y no habría ranas adultas.',
    },
    vinculo: [
      'Dibuja el ciclo de vida de la rana en cuatro etapas, unidas por flechas, y escribe el nombre de cada una.',
      'Compara el ciclo de vida de la rana con el de una gallina: ¿en qué se parecen y en qué se diferencian?',
    ],
  },
  {
    titulo: 'El viaje del agua',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['inicial', 'superior'],
    materia: 'ciencias-naturales',
    tema: 'ciclo del agua agua evaporacion condensacion precipitacion nubes lluvia estados del agua rios mar recursos hidricos',
    parrafos: [
      'El agua de la Tierra no se acaba ni aparece de la nada: viaja una y otra vez entre el mar, el aire y el suelo. Ese viaje se llama ciclo del agua.',
      'El sol calienta el agua de los mares, los lagos y los ríos. Una parte se transforma en vapor y sube al aire. Este paso se llama evaporación.',
      'Arriba, el aire es más frío. El vapor se enfría y forma gotitas muy pequeñas que se juntan en las nubes. Este paso se llama condensación.',
      'Cuando las gotas de las nubes se hacen grandes y pesadas, caen como lluvia, nieve o granizo. Este paso se llama precipitación.',
      'El agua que cae corre por los ríos hasta el mar, se guarda en la nieve de la cordillera o se filtra bajo la tierra. Tarde o temprano, el sol la vuelve a calentar y el viaje comienza de nuevo.',
    ],
    glosario: [
      { palabra: 'vapor', definicion: 'Agua en estado gaseoso.' },
      { palabra: 'granizo', definicion: 'Agua congelada que cae de las nubes en forma de bolitas de hielo.' },
      { palabra: 'filtrarse', definicion: 'Pasar un líquido lentamente a través de algo, como la tierra.' },
    ],
    preguntas: {
      literal: '¿Cómo se llama el paso en que el vapor se enfría y forma las nubes?',
      inferencial: '¿Por qué la nieve de la cordillera es importante para los ríos en verano?',
      critica: '¿Por qué crees que es importante cuidar el agua si su cantidad en la Tierra no cambia? Fundamenta.',
    },
    pautas: {
      literal: 'Condensación.',
      inferencial:
        'Porque la nieve guarda el agua en invierno y, al derretirse con el calor, alimenta los ríos cuando llueve poco.',
      critica:
        'Respuesta abierta: se acepta que el agua limpia y disponible en un lugar puede escasear o contaminarse, aunque la cantidad total no cambie.',
    },
    vinculo: ['Dibuja el ciclo del agua con flechas y rotula la evaporación, la condensación y la precipitación.'],
  },
  {
    titulo: '¿Por qué tiembla tanto en Chile?',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['superior', 'media'],
    materia: 'ciencias-naturales',
    tema: 'sismos terremotos placas tectonicas tsunami capas de la tierra corteza manto volcanes erupciones riesgo prevencion',
    parrafos: [
      'La capa más externa de la Tierra, la corteza, no es una sola pieza: está dividida en grandes placas que se mueven unos pocos centímetros al año sobre el manto.',
      'Frente a la costa de Chile, la placa de Nazca choca con la placa Sudamericana y se hunde bajo ella. Este proceso se llama subducción. Las placas no se deslizan con suavidad: se traban, acumulan energía durante años y, de pronto, se liberan. Esa liberación es un sismo.',
      'Cuando el sismo ocurre bajo el mar y es muy grande, puede mover una enorme masa de agua y provocar un tsunami. Por eso, después de un terremoto fuerte en la costa, hay que subir a las zonas seguras sin esperar aviso.',
      'La subducción también explica los volcanes de la cordillera de los Andes: la roca que se hunde se funde en las profundidades y el magma sube a la superficie.',
      'Chile registró en 1960, en Valdivia, el terremoto más grande medido en la historia. Desde entonces, las normas de construcción y los planes de evacuación han salvado muchas vidas.',
    ],
    glosario: [
      {
        palabra: 'placa tectónica',
        definicion: 'Cada uno de los grandes bloques en que está dividida la corteza terrestre.',
      },
      { palabra: 'subducción', definicion: 'Hundimiento de una placa bajo otra.' },
      { palabra: 'magma', definicion: 'Roca fundida que está bajo la superficie de la Tierra.' },
    ],
    preguntas: {
      literal: '¿Qué dos placas chocan frente a la costa de Chile?',
      inferencial: 'Según el texto, ¿qué relación hay entre los sismos y los volcanes de Chile?',
      critica:
        '¿Qué medidas de tu colegio o de tu casa te parecen más importantes para enfrentar un terremoto? Fundamenta con el texto.',
    },
    pautas: {
      literal: 'La placa de Nazca y la placa Sudamericana.',
      inferencial:
        'Ambos se explican por la subducción: el choque de las placas libera energía en sismos y la roca que se hunde se funde y sube como magma.',
      critica:
        'Respuesta abierta: se acepta una medida fundamentada, como las zonas de seguridad ante tsunamis o las normas de construcción.',
    },
    vinculo: ['Dibuja un corte de la costa de Chile que muestre la subducción, el lugar de un sismo y un volcán.'],
  },
  {
    titulo: 'El camino a la independencia de Chile',
    genero: 'Informativo: artículo histórico',
    kind: 'informativo',
    stages: ['superior', 'media'],
    materia: 'historia',
    tema: 'independencia proceso 1810 cabildo abierto primera junta patria vieja reconquista patria nueva chacabuco maipu ohiggins carrera san martin patriotas realistas',
    parrafos: [
      'A comienzos del siglo XIX, Chile era parte del Imperio español. En 1808, Napoleón invadió España y tomó prisionero al rey. En América surgió una pregunta: ¿quién debía gobernar mientras el rey estaba preso?',
      'El 18 de septiembre de 1810, un cabildo abierto en Santiago formó la Primera Junta Nacional de Gobierno. Sus miembros juraron fidelidad al rey, pero el paso abrió el camino al autogobierno.',
      'Entre 1810 y 1814, en la Patria Vieja, se creó el primer Congreso Nacional y se decretó la libertad de vientres. Los patriotas, divididos entre los seguidores de José Miguel Carrera y de Bernardo O’Higgins, fueron derrotados por los realistas en Rancagua en 1814.',
      'Durante la Reconquista, los realistas persiguieron a los patriotas. En Mendoza, O’Higgins y José de San Martín organizaron el Ejército de los Andes, que cruzó la cordillera y triunfó en Chacabuco en 1817.',
      'O’Higgins proclamó la independencia el 12 de febrero de 1818, y la victoria de Maipú, el 5 de abril de ese año, la aseguró en el centro del país.',
    ],
    glosario: [
      {
        palabra: 'cabildo abierto',
        definicion: 'Reunión de los vecinos principales de una ciudad para decidir un asunto grave.',
      },
      { palabra: 'realistas', definicion: 'Quienes querían mantener a Chile bajo el gobierno del rey de España.' },
      { palabra: 'patriotas', definicion: 'Quienes buscaban que Chile se gobernara por sí mismo.' },
    ],
    preguntas: {
      literal: '¿Qué se formó en el cabildo abierto del 18 de septiembre de 1810?',
      inferencial: '¿Por qué la prisión del rey de España fue una oportunidad para los patriotas?',
      critica:
        'Los patriotas estaban divididos entre Carrera y O’Higgins. ¿Cómo crees que esa división influyó en la derrota de Rancagua? Fundamenta.',
    },
    pautas: {
      literal: 'La Primera Junta Nacional de Gobierno.',
      inferencial:
        'Porque sin rey surgió la pregunta de quién debía gobernar, y los criollos pudieron formar gobiernos propios.',
      critica:
        'Respuesta abierta: se acepta una relación fundamentada entre la división de los patriotas y su debilidad frente a los realistas.',
    },
    vinculo: [
      'Ordena en una línea de tiempo cinco hechos del texto, desde 1808 hasta 1818.',
      'Clasifica los hechos del texto en las etapas Patria Vieja, Reconquista y Patria Nueva.',
    ],
  },
  {
    titulo: 'Los porcentajes que nos rodean',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['superior', 'media'],
    materia: 'matematica',
    tema: 'porcentaje porcentajes descuento aumento fracciones decimales proporcionalidad razones',
    parrafos: [
      'Los porcentajes aparecen en las ofertas, en las noticias y en las etiquetas de los alimentos. Un porcentaje es una manera de comparar una parte con un total que se divide en 100 partes iguales.',
      'El 50 % de algo es la mitad, porque 50 de 100 es lo mismo que 1 de 2. El 25 % es la cuarta parte y el 10 % es la décima parte. Por eso, para calcular el 10 % de $3.000 basta dividir por 10: son $300.',
      'Otra manera de calcular un porcentaje es escribirlo como número decimal y multiplicar. El 30 % es 0,3; entonces, el 30 % de $40.000 es 0,3 · 40.000 = $12.000.',
      'Cuando una tienda anuncia un 30 % de descuento, el precio final es el 70 % del precio original. Y cuando un precio sube un 10 %, el nuevo precio es el 110 % del anterior.',
      'Conviene desconfiar de los anuncios que suman descuentos: un 20 % de descuento y luego otro 20 % no equivalen a un 40 %, porque el segundo descuento se calcula sobre un precio ya rebajado.',
    ],
    glosario: [
      { palabra: 'porcentaje', definicion: 'Cantidad expresada como parte de 100.' },
      { palabra: 'descuento', definicion: 'Cantidad que se rebaja de un precio.' },
    ],
    preguntas: {
      literal: '¿Qué fracción de un total representa el 25 %?',
      inferencial: 'Si un producto tiene un 30 % de descuento, ¿por qué se paga el 70 % de su precio?',
      critica:
        'Un anuncio dice «20 % + 20 % de descuento = ¡40 % menos!». ¿Es correcto? Explica con un ejemplo de precio.',
    },
    pautas: {
      literal: 'La cuarta parte, 1/4.',
      inferencial: 'Porque el total es el 100 % y se descuenta el 30 %: 100 % − 30 % = 70 %.',
      critica:
        'No es correcto: con un precio de $100, el primer descuento deja $80 y el segundo, 20 % de $80, deja $64; el descuento total es 36 %.',
    },
    vinculo: ['Busca en un folleto o en internet tres ofertas con porcentaje y calcula el precio final de cada una.'],
  },
  {
    titulo: 'El huemul, un símbolo que necesita ayuda',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['inicial', 'superior', 'media'],
    tema: 'huemul animales especies nativas peligro de extincion conservacion escudo nacional habitat patagonia',
    parrafos: [
      'El huemul es un ciervo que vive en las montañas y bosques del sur de Chile y de Argentina. Junto al cóndor, aparece en el escudo nacional de Chile.',
      'Mide cerca de un metro de alto, tiene el pelaje café grisáceo y grueso para soportar el frío, y los machos tienen astas que se les caen y les vuelven a crecer cada año.',
      'Hace cientos de años había huemules desde la zona central hasta la Patagonia. Hoy quedan muy pocos: la caza, los incendios, los perros que los atacan y la pérdida de sus bosques los han puesto en peligro de extinción.',
      'Para protegerlo, se crearon áreas protegidas donde no se puede cazar ni cortar el bosque, y guardaparques que cuentan cuántos huemules hay cada año.',
    ],
    glosario: [
      { palabra: 'astas', definicion: 'Cuernos con ramas de los ciervos.' },
      { palabra: 'extinción', definicion: 'Desaparición total de una especie.' },
      { palabra: 'guardaparques', definicion: 'Persona que cuida un parque o un área protegida.' },
    ],
    preguntas: {
      literal: '¿Qué dos animales aparecen en el escudo nacional de Chile?',
      inferencial: '¿Por qué el huemul tiene un pelaje grueso?',
      critica: '¿Cuál de las amenazas del huemul crees que es más fácil de evitar? Explica por qué.',
    },
    pautas: {
      literal: 'El huemul y el cóndor.',
      inferencial: 'Porque vive en montañas y bosques del sur, donde hace mucho frío.',
      critica:
        'Respuesta abierta: se acepta una amenaza del texto (caza, incendios, perros, pérdida de bosques) con una razón.',
    },
  },
  {
    titulo: 'Los números que usamos todos los días',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['inicial'],
    materia: 'matematica',
    tema: 'numeros contar sumar restar ordenar comparar decenas unidades cantidades medir tiempo calendario reloj dinero patrones',
    parrafos: [
      'Desde que despertamos usamos números. El reloj nos dice la hora, el calendario nos dice el día y en la micro el letrero nos dice el número del recorrido.',
      'Hace miles de años, las personas contaban con los dedos, con piedritas o haciendo marcas en palos. Así sabían cuántos animales tenían o cuántos días faltaban para la cosecha.',
      'Hoy escribimos los números con diez cifras: 0, 1, 2, 3, 4, 5, 6, 7, 8 y 9. Con ellas podemos escribir cualquier número. En el número 23, el 2 vale dos decenas, es decir, veinte, y el 3 vale tres unidades.',
      'Los números también sirven para ordenar. En una carrera, quien llega primero gana la medalla de oro, y quien llega segundo, la de plata.',
      'Cuando vamos al almacén, sumamos lo que compramos y restamos para saber cuánto vuelto nos deben dar. ¡Los números nos acompañan todo el día!',
    ],
    glosario: [
      { palabra: 'cifra', definicion: 'Cada uno de los signos con que se escriben los números, del 0 al 9.' },
      { palabra: 'decena', definicion: 'Grupo de diez unidades.' },
      { palabra: 'vuelto', definicion: 'Dinero que se devuelve cuando se paga con más de lo que cuesta algo.' },
    ],
    preguntas: {
      literal: '¿Con qué contaban las personas hace miles de años?',
      inferencial: '¿Por qué en el número 23 el 2 vale veinte y no dos?',
      critica: 'Piensa en tu día de ayer. ¿En qué momento usaste números? Da un ejemplo.',
    },
    pautas: {
      literal: 'Con los dedos, con piedritas o haciendo marcas en palos.',
      inferencial: 'Porque está en el lugar de las decenas: son dos grupos de diez.',
      critica: 'Respuesta abierta: se acepta un ejemplo concreto en que se cuenta, se mide, se ordena o se paga.',
    },
  },
  {
    titulo: 'Los primeros habitantes de Chile',
    genero: 'Informativo: artículo de divulgación',
    kind: 'informativo',
    stages: ['inicial', 'superior'],
    materia: 'historia',
    tema: 'pueblos originarios pueblos indigenas mapuche aymara rapa nui yagan selknam changos diaguitas nomadas sedentarios forma de vida vivienda alimentacion herencia antes de la llegada de los espanoles',
    parrafos: [
      'Mucho antes de que llegaran los españoles, en el territorio que hoy es Chile vivían distintos pueblos originarios. Cada uno se adaptó al lugar donde vivía.',
      'En el norte, los aymaras cultivaban papas en terrazas en las laderas de los cerros y criaban llamas y alpacas. En la costa, los changos pescaban desde balsas hechas con cueros de lobo marino.',
      'En el centro y el sur, los mapuches vivían en rukas, cultivaban maíz y papas, y recolectaban piñones. Eran sedentarios: vivían siempre en el mismo lugar.',
      'En el extremo sur, los yaganes navegaban en canoas por los canales y se alimentaban de peces y mariscos. Eran nómades: se trasladaban de un lugar a otro en busca de alimento.',
      'Muchos de estos pueblos siguen vivos hoy. Sus lenguas, sus comidas y sus palabras, como «guagua» o «cancha», son parte de nuestra vida.',
    ],
    glosario: [
      {
        palabra: 'pueblo originario',
        definicion: 'Pueblo que vivía en un territorio antes de la llegada de los europeos.',
      },
      { palabra: 'sedentario', definicion: 'Que vive siempre en el mismo lugar.' },
      { palabra: 'nómade', definicion: 'Que se traslada de un lugar a otro en busca de alimento.' },
      { palabra: 'ruka', definicion: 'Vivienda tradicional mapuche.' },
      { palabra: 'aymara', definicion: 'Pueblo originario del altiplano del norte.' },
      { palabra: 'yagán', definicion: 'Pueblo originario de los canales del extremo sur.' },
      { palabra: 'chango', definicion: 'Pueblo originario de pescadores de la costa del norte.' },
    ],
    preguntas: {
      literal: '¿Cómo se alimentaban los yaganes?',
      inferencial: '¿Por qué crees que los yaganes eran nómades y los mapuches eran sedentarios?',
      critica: '¿Qué palabra, comida o costumbre de los pueblos originarios conoces? Cuenta dónde la conociste.',
    },
    pautas: {
      literal: 'De peces y mariscos, que obtenían navegando en canoas por los canales.',
      inferencial:
        'Porque los yaganes buscaban su alimento en el mar y debían moverse, mientras los mapuches cultivaban la tierra y se quedaban junto a sus cultivos.',
      critica: 'Respuesta abierta: se acepta una palabra, comida o costumbre de origen indígena con una experiencia.',
    },
  },
  // ——— Argumentativos ———
  {
    titulo: 'Cuidemos los humedales de nuestras ciudades',
    genero: 'Argumentativo: columna de opinión',
    kind: 'argumentativo',
    stages: ['superior', 'media'],
    materia: 'ciencias-naturales',
    tema: 'humedales ecosistemas biodiversidad conservacion actividad humana contaminacion agua especies nativas aves',
    parrafos: [
      'Durante años, muchos humedales de nuestras ciudades se rellenaron con tierra para construir casas y caminos. Creo que ha llegado el momento de detener esa pérdida y proteger los que quedan.',
      'En primer lugar, los humedales son hogar de muchas especies. En un solo humedal urbano de Valdivia se han registrado más de cien especies de aves, además de ranas, peces y plantas acuáticas.',
      'En segundo lugar, los humedales nos protegen. Funcionan como esponjas: en invierno absorben el agua de las lluvias y evitan inundaciones en los barrios cercanos.',
      'Algunos dirán que las ciudades necesitan espacio para crecer. Es cierto, pero hay terrenos que ya están construidos y pueden renovarse; un humedal rellenado, en cambio, no se recupera.',
      'Por eso, pido a las autoridades y a los vecinos que cuidemos los humedales: no botar basura en ellos, apoyar su protección legal y visitarlos para conocerlos. Lo que se conoce, se cuida.',
    ],
    glosario: [
      {
        palabra: 'humedal',
        definicion: 'Terreno cubierto de agua poco profunda, de forma permanente o por temporadas.',
      },
      { palabra: 'rellenar', definicion: 'Cubrir con tierra un lugar con agua para hacerlo suelo firme.' },
    ],
    preguntas: {
      literal: '¿Cuál es la postura del autor de la columna?',
      inferencial: '¿Por qué el autor compara los humedales con esponjas?',
      critica:
        'El autor responde a quienes dicen que las ciudades necesitan espacio. ¿Te parece convincente su respuesta? Fundamenta.',
    },
    pautas: {
      literal: 'Que hay que detener el relleno de los humedales urbanos y proteger los que quedan.',
      inferencial: 'Porque absorben el agua de las lluvias, igual que una esponja, y así evitan inundaciones.',
      critica:
        'Respuesta abierta: se acepta una evaluación fundamentada del contraargumento, por ejemplo si renovar terrenos construidos es una alternativa real.',
    },
    vinculo: ['Subraya la postura, los dos argumentos y el contraargumento de la columna con colores distintos.'],
  },
  {
    titulo: 'Más recreo, mejores clases',
    genero: 'Argumentativo: columna de opinión',
    kind: 'argumentativo',
    stages: ['superior', 'media'],
    tema: 'argumentacion opinion postura argumentos recreo juego escuela aprendizaje salud',
    parrafos: [
      'En muchos colegios, el recreo se ha acortado para ganar minutos de clase. Pienso que es un error: un recreo suficiente no le quita tiempo al aprendizaje, lo mejora.',
      'Primero, después de una hora de atención, la mente necesita una pausa. Quien ha intentado concentrarse en la tercera hora seguida sabe que lee la misma línea varias veces sin entenderla.',
      'Segundo, en el recreo también se aprende. Al jugar, los estudiantes inventan reglas, resuelven conflictos y hacen amigos, cosas que ninguna asignatura enseña por sí sola.',
      'Se dirá que los minutos de clase son necesarios para cumplir el programa. Sin embargo, de poco sirve una clase más larga si los estudiantes llegan a ella cansados y distraídos.',
      'Propongo, entonces, que cada colegio revise sus horarios con sus estudiantes y asegure recreos de al menos quince minutos. Ganaremos clases más atentas y un colegio más amable.',
    ],
    glosario: [{ palabra: 'programa', definicion: 'Conjunto de contenidos que se deben enseñar en un curso.' }],
    preguntas: {
      literal: '¿Qué propone el autor al final de la columna?',
      inferencial: '¿Qué quiere mostrar el autor con el ejemplo de leer la misma línea varias veces?',
      critica: '¿Estás de acuerdo con la postura del autor? Escribe un argumento propio a favor o en contra.',
    },
    pautas: {
      literal: 'Que cada colegio revise sus horarios con sus estudiantes y asegure recreos de al menos quince minutos.',
      inferencial: 'Que la mente se cansa sin pausas y deja de comprender lo que lee.',
      critica: 'Respuesta abierta: se acepta una postura clara con un argumento que no repita los del texto.',
    },
  },
  {
    titulo: 'La historia también se aprende caminando',
    genero: 'Argumentativo: columna de opinión',
    kind: 'argumentativo',
    stages: ['superior', 'media'],
    materia: 'historia',
    tema: 'patrimonio museos historia local monumentos memoria identidad fuentes ciudad barrio pasado',
    parrafos: [
      'Cuando pensamos en la clase de Historia, imaginamos un libro y una pizarra. Creo que nuestros colegios deberían salir más a la calle, porque la historia también está en los barrios.',
      'Una iglesia colonial, una estación de trenes abandonada o una placa en una esquina son fuentes que se pueden observar y preguntar. Quien ve de cerca los muros de adobe de una casa antigua entiende mejor cómo se vivía en ella.',
      'Además, conocer el patrimonio del barrio crea lazos con el lugar donde vivimos. Es difícil cuidar lo que no se conoce.',
      'Hay quienes dicen que las salidas son caras y difíciles de organizar. Pero no hace falta viajar lejos: casi todos los colegios tienen a pocas cuadras un edificio, una plaza o una persona mayor con algo que contar.',
      'Salgamos, entonces, a caminar con los ojos de un historiador.',
    ],
    glosario: [
      {
        palabra: 'patrimonio',
        definicion: 'Bienes y costumbres heredados del pasado que una comunidad valora y cuida.',
      },
      { palabra: 'adobe', definicion: 'Ladrillo de barro y paja secado al sol.' },
    ],
    preguntas: {
      literal: '¿Qué ejemplos de fuentes del barrio menciona el autor?',
      inferencial: '¿Por qué el autor dice que es difícil cuidar lo que no se conoce?',
      critica: 'Propón un lugar de tu barrio que podría visitar tu curso y explica qué se aprendería de historia allí.',
    },
    pautas: {
      literal: 'Una iglesia colonial, una estación de trenes abandonada y una placa en una esquina.',
      inferencial: 'Porque solo se valora y se protege lo que uno sabe que existe y que tiene importancia.',
      critica: 'Respuesta abierta: se acepta un lugar concreto con una relación clara con el pasado.',
    },
  },
  // ——— Noticias ———
  {
    titulo: 'Estudiantes de Chiloé encuentran ranitas de Darwin en el bosque de su escuela',
    genero: 'Informativo: noticia',
    kind: 'noticia',
    stages: ['inicial', 'superior', 'media'],
    materia: 'ciencias-naturales',
    tema: 'animales anfibios especies nativas ecosistema bosque conservacion observacion investigacion seres vivos habitat',
    parrafos: [
      'Ancud. Un grupo de estudiantes de 5° Básico de una escuela rural de Chiloé encontró tres ranitas de Darwin en el bosque que rodea su colegio, durante una clase de Ciencias Naturales realizada el martes pasado.',
      'La ranita de Darwin mide cerca de tres centímetros y es famosa porque el macho cuida a las crías dentro de su saco vocal hasta que se transforman en pequeñas ranas. La especie está en peligro de extinción.',
      '«Estábamos contando insectos bajo los troncos y de repente una hoja saltó», contó una de las estudiantes. La profesora tomó fotografías sin tocar a los animales y las envió a un grupo de científicos que estudia la especie.',
      'Los investigadores confirmaron el hallazgo y visitarán la escuela el próximo mes para enseñar a los estudiantes a registrar las ranitas sin dañarlas.',
    ],
    glosario: [
      { palabra: 'saco vocal', definicion: 'Bolsa de piel bajo la boca de algunas ranas, que se infla al cantar.' },
      { palabra: 'hallazgo', definicion: 'Algo que se encuentra, especialmente si es importante.' },
    ],
    preguntas: {
      literal: '¿Qué encontraron los estudiantes, dónde y cuándo?',
      inferencial: '¿Por qué la profesora fotografió las ranitas sin tocarlas?',
      critica: '¿Por qué crees que esta noticia es importante para la conservación de la especie?',
    },
    pautas: {
      literal: 'Tres ranitas de Darwin, en el bosque que rodea su escuela en Chiloé, el martes pasado.',
      inferencial: 'Para no dañarlas ni estresarlas, porque es una especie en peligro de extinción.',
      critica: 'Respuesta abierta: se acepta que saber dónde viven ayuda a protegerlas, con una razón.',
    },
  },
  {
    titulo: 'Una biblioteca sobre ruedas recorre las escuelas rurales de Aysén',
    genero: 'Informativo: noticia',
    kind: 'noticia',
    stages: ['inicial', 'superior', 'media'],
    tema: 'lectura libros biblioteca comunidad escuela rural noticia medios de comunicacion',
    parrafos: [
      'Coyhaique. Un camión adaptado como biblioteca comenzó esta semana a recorrer once escuelas rurales de la región de Aysén, donde muchos estudiantes viven a horas de la biblioteca más cercana.',
      'El vehículo lleva más de dos mil libros, cojines para leer en el suelo y una pequeña sala de cuentacuentos. Cada escuela recibirá la visita una vez al mes y podrá pedir prestados hasta cincuenta libros.',
      '«Los niños esperan el camión como si fuera una fiesta», contó la directora de una escuela de Villa Cerro Castillo.',
      'La iniciativa es financiada por el gobierno regional y busca aumentar el tiempo de lectura de los estudiantes durante el invierno, cuando la nieve hace difícil viajar.',
    ],
    glosario: [{ palabra: 'iniciativa', definicion: 'Proyecto o acción que alguien comienza para lograr algo.' }],
    preguntas: {
      literal: '¿Cada cuánto tiempo visitará el camión cada escuela?',
      inferencial: '¿Por qué la biblioteca sobre ruedas es especialmente útil en invierno?',
      critica: 'Si un camión biblioteca visitara tu colegio, ¿qué libro pedirías y por qué?',
    },
    pautas: {
      literal: 'Una vez al mes.',
      inferencial: 'Porque la nieve dificulta viajar y los estudiantes no pueden ir a una biblioteca lejana.',
      critica: 'Respuesta abierta: se acepta un libro o tema con una razón personal.',
    },
  },
  {
    titulo: 'Un curso calcula cuánto ahorrará su colegio con paneles solares',
    genero: 'Informativo: noticia',
    kind: 'noticia',
    stages: ['superior', 'media'],
    materia: 'matematica',
    tema: 'porcentaje porcentajes datos tablas graficos proporcionalidad ahorro energia calculo estimacion funciones',
    parrafos: [
      'Antofagasta. Los estudiantes de 7° Básico de un liceo de Antofagasta calcularon que los paneles solares instalados en el techo de su establecimiento reducirán en un 40 % la cuenta de electricidad.',
      'Durante un mes, el curso registró en una tabla el consumo diario del liceo y la energía que producían los paneles. Con esos datos hicieron un gráfico y compararon las cuentas de los últimos dos años.',
      '«Si la cuenta mensual era de $500.000, ahora pagaremos unos $300.000», explicó uno de los estudiantes frente a sus compañeros.',
      'El director anunció que parte del ahorro se usará para comprar libros y materiales de laboratorio.',
    ],
    glosario: [{ palabra: 'consumo', definicion: 'Cantidad de energía o de un producto que se usa en un tiempo.' }],
    preguntas: {
      literal: '¿En qué porcentaje reducirán los paneles la cuenta de electricidad?',
      inferencial: 'Comprueba el cálculo del estudiante: ¿cuánto es el 40 % de $500.000 y cuánto queda por pagar?',
      critica: '¿Por qué crees que el curso registró datos durante un mes en vez de un solo día?',
    },
    pautas: {
      literal: 'En un 40 %.',
      inferencial: 'El 40 % de $500.000 es $200.000; quedan por pagar $300.000, como dijo el estudiante.',
      critica:
        'Respuesta abierta: se acepta que un mes da datos más confiables porque el consumo y el sol cambian de un día a otro.',
    },
  },
  // ——— Biografía ———
  {
    titulo: 'Gabriela Mistral, la maestra del valle de Elqui',
    genero: 'Informativo: biografía',
    kind: 'biografia',
    stages: ['inicial', 'superior', 'media'],
    tema: 'biografia poesia escritores chilenos premio nobel educacion maestra lectura',
    parrafos: [
      'Lucila Godoy Alcayaga nació en Vicuña, en el valle de Elqui, en 1889. De niña vivió en Montegrande, donde su hermana mayor, que era profesora, le enseñó a leer.',
      'Desde muy joven trabajó como maestra en escuelas de pueblos pequeños. Al mismo tiempo escribía poemas, que publicaba con el nombre de Gabriela Mistral.',
      'En 1914 ganó un concurso de poesía en Santiago con sus «Sonetos de la muerte». Luego fue invitada a México para ayudar a organizar las escuelas de ese país.',
      'En 1945 recibió el Premio Nobel de Literatura. Fue la primera persona de América Latina en obtenerlo. Murió en Nueva York en 1957 y sus restos descansan en Montegrande.',
    ],
    glosario: [
      { palabra: 'soneto', definicion: 'Poema de catorce versos con una forma fija.' },
      { palabra: 'Premio Nobel', definicion: 'Premio internacional que se entrega cada año a personas destacadas.' },
    ],
    preguntas: {
      literal: '¿En qué año recibió Gabriela Mistral el Premio Nobel de Literatura?',
      inferencial: '¿Qué relación hubo entre su trabajo de maestra y su viaje a México?',
      critica: '¿Qué aspecto de la vida de Gabriela Mistral te parece más admirable? Fundamenta.',
    },
    pautas: {
      literal: 'En 1945.',
      inferencial: 'Por su experiencia como maestra fue invitada a ayudar a organizar las escuelas de México.',
      critica: 'Respuesta abierta: se acepta un aspecto del texto con una razón.',
    },
  },
]
