import { group } from './define'

const martina =
  'Martina cuenta: “Cuando tenía tres años, fui al jardín infantil. A los seis años entré al colegio. Este año, a los ocho, aprendí a andar en bicicleta. El próximo año voy a aprender a nadar”.'

const segundoBasico = group('SIMCE', 'Historia', '2° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué pueblo originario vive en la zona centro-sur de Chile, en regiones como La Araucanía?',
    alternativas: ['El pueblo rapa nui', 'El pueblo mapuche', 'El pueblo aymara', 'El pueblo kawésqar'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo vivían los pueblos nómadas?',
    alternativas: [
      'Vivían siempre en el mismo lugar con sus animales.',
      'Vivían en grandes ciudades con calles y plazas.',
      'Construían casas de piedra para toda la vida.',
      'Se movían de un lugar a otro para buscar alimento.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué pueblo originario viajaba en canoas por los canales del extremo sur de Chile?',
    alternativas: ['El pueblo kawésqar', 'El pueblo aymara', 'El pueblo diaguita', 'El pueblo rapa nui'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'El pueblo aymara vive en el altiplano, en el norte de Chile. ¿Qué animales cría?',
    alternativas: ['Pingüinos y focas', 'Ballenas y lobos marinos', 'Llamas y alpacas', 'Huemules y pudúes'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo se llama la casa tradicional del pueblo mapuche?',
    alternativas: ['Iglú', 'Palafito', 'Carpa', 'Ruka'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué pueblo originario cazaba guanacos en Tierra del Fuego?',
    alternativas: ['El pueblo aymara', 'El pueblo selk’nam', 'El pueblo diaguita', 'El pueblo rapa nui'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué pueblo originario era famoso por su cerámica pintada con figuras geométricas?',
    alternativas: ['El pueblo yagán', 'El pueblo kawésqar', 'El pueblo diaguita', 'El pueblo selk’nam'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Muchas palabras que usamos vienen de los pueblos originarios. ¿Cuál viene del quechua?',
    alternativas: ['Palta', 'Mesa', 'Lápiz', 'Escuela'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué nos dejaron los españoles que llegaron a Chile?',
    alternativas: ['Los moai de piedra', 'La ruka mapuche', 'El idioma castellano', 'El idioma mapudungun'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'Muchas ciudades de Chile tienen en su centro una plaza con la iglesia y edificios importantes alrededor. ¿Cómo se llama esa plaza?',
    alternativas: ['Parque nacional', 'Plaza de Armas', 'Feria libre', 'Estadio'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué cordillera está al este de Chile, en el límite con Argentina?',
    alternativas: [
      'La cordillera de la Costa',
      'Las planicies de la costa',
      'El valle central',
      'La cordillera de los Andes',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué océano está al oeste de Chile?',
    alternativas: ['El océano Pacífico', 'El océano Atlántico', 'El océano Índico', 'El océano Ártico'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué parte del mundo está Chile?',
    alternativas: ['En el norte de Europa', 'En el sur de Asia', 'En el centro de África', 'En América del Sur'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué país limita con Chile por el norte?',
    alternativas: ['Argentina', 'Perú', 'Ecuador', 'Paraguay'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué parte de Chile está el desierto de Atacama?',
    alternativas: ['En el sur', 'En la Antártica', 'En el norte', 'En Rapa Nui'],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: 'En la mañana miras hacia donde sale el Sol. ¿Hacia qué punto cardinal estás mirando?',
    alternativas: ['Hacia el norte', 'Hacia el sur', 'Hacia el este', 'Hacia el oeste'],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: 'En un mapa, ¿dónde se explica qué significa cada símbolo?',
    alternativas: ['En la simbología', 'En el título', 'En la rosa de los vientos', 'En el borde del papel'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Para qué sirve la rosa de los vientos en un mapa?',
    alternativas: [
      'Para saber qué hora es en el lugar.',
      'Para medir cuánta lluvia cae.',
      'Para saber qué tiempo hará mañana.',
      'Para mostrar los puntos cardinales.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: 'En la sala de clases, ¿qué norma ayuda a que todos puedan aprender?',
    alternativas: [
      'Gritar para que te escuchen.',
      'Levantar la mano para hablar.',
      'Tomar las cosas de otros sin pedirlas.',
      'Salir de la sala sin avisar.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Hay un incendio en una casa. ¿Quiénes llegan a apagarlo?',
    alternativas: ['Los carteros', 'Los profesores', 'Los bomberos', 'Los panaderos'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Los moai son grandes figuras de piedra. ¿Dónde están?',
    alternativas: ['En Santiago', 'En Rapa Nui', 'En Punta Arenas', 'En Chiloé'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Los palafitos son casas construidas sobre troncos, a la orilla del agua. ¿Dónde son famosos?',
    alternativas: ['En Chiloé', 'En el desierto de Atacama', 'En el altiplano', 'En la cordillera'],
    correcta: 0,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto:
      'Mi abuela cuenta que, cuando era niña, caminaba una hora para llegar a la escuela. En la sala había una estufa a leña y ella escribía con tiza en una pizarra pequeña.',
    enunciado: '¿Qué podemos aprender con el relato de la abuela?',
    alternativas: [
      'Cómo será la escuela en el futuro.',
      'Cómo se fabrica la tiza.',
      'Cuántos años tiene la escuela.',
      'Cómo era la escuela en el pasado.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué palabra nos dice que algo ya pasó?',
    alternativas: ['Mañana', 'Ayer', 'Después', 'Pronto'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    texto: martina,
    enunciado: '¿Qué hizo Martina primero?',
    alternativas: [
      'Entró al colegio.',
      'Aprendió a andar en bicicleta.',
      'Fue al jardín infantil.',
      'Aprendió a nadar.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    texto: martina,
    enunciado: '¿Qué va a hacer Martina en el futuro?',
    alternativas: ['Ir al jardín infantil.', 'Entrar al colegio.', 'Andar en bicicleta.', 'Aprender a nadar.'],
    correcta: 3,
  },
])

const tenochtitlan =
  'Texto elaborado a partir de descripciones de los cronistas españoles:\nLa gran ciudad de Tenochtitlan está en medio de una laguna. Largas calzadas la unen con tierra firme, y por sus canales van y vienen canoas cargadas de maíz, frutas y flores. En el centro se levantan templos muy altos.'

const cuartoBasico = group('SIMCE', 'Historia', '4° Básico', [
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Dónde se desarrolló la civilización maya?',
    alternativas: [
      'En la cordillera de los Andes, en torno al Cusco.',
      'En la península de Yucatán y Centroamérica.',
      'En el valle de México, en torno a un gran lago.',
      'En el valle central de Chile.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál era la capital del Imperio inca?',
    alternativas: ['Tenochtitlan', 'Chichén Itzá', 'Machu Picchu', 'Cusco'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'Los aztecas construyeron su capital en una isla de un lago. ¿Qué técnica usaron para cultivar sobre el agua?',
    alternativas: ['Las chinampas', 'Las terrazas de cultivo', 'Los quipus', 'Las pirámides'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Para qué usaban los incas los quipus?',
    alternativas: [
      'Para regar los cultivos en los cerros del imperio.',
      'Para navegar por el lago Titicaca en balsas.',
      'Para registrar información con cuerdas y nudos.',
      'Para construir templos con grandes piedras.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Los incas construyeron terrazas de cultivo en las laderas de los cerros. ¿Qué problema resolvían con ellas?',
    alternativas: [
      'La falta de animales para transportar carga.',
      'La necesidad de defenderse de otros pueblos.',
      'La falta de agua en la costa del desierto.',
      'La falta de terrenos planos para sembrar.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué alimento fue la base de la dieta de mayas, aztecas e incas?',
    alternativas: ['El trigo', 'El maíz', 'El arroz', 'La avena'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo estaba organizado políticamente el pueblo maya?',
    alternativas: [
      'En ciudades-estado, cada una con su gobernante.',
      'En un solo imperio, gobernado desde el Cusco.',
      'En pequeños grupos nómadas sin gobernantes.',
      'En una república con un presidente elegido.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'El Imperio inca se llamaba Tawantinsuyu. ¿Qué significa ese nombre?',
    alternativas: ['La gran ciudad', 'El camino del Sol', 'Las cuatro regiones', 'La tierra del maíz'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué tenían en común las religiones de mayas, aztecas e incas?',
    alternativas: [
      'Creían en un solo dios.',
      'No tenían ceremonias religiosas.',
      'Eran religiones cristianas.',
      'Creían en varios dioses.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Para qué servía la gran red de caminos del Imperio inca, el Qhapaq Ñan?',
    alternativas: [
      'Para comunicar y controlar el territorio del imperio.',
      'Para comerciar con los reinos de Europa.',
      'Para separar a los pueblos que no eran incas.',
      'Para que los turistas visitaran las ciudades.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado:
      'Mayas, aztecas e incas se desarrollaron antes de la llegada de los europeos a América. ¿Cómo se llama ese período?',
    alternativas: ['Período colonial', 'Período precolombino', 'Período republicano', 'Período actual'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué línea imaginaria divide la Tierra en hemisferio norte y hemisferio sur?',
    alternativas: [
      'El meridiano de Greenwich',
      'El trópico de Capricornio',
      'La línea del Ecuador',
      'El círculo polar ártico',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué hemisferios separa el meridiano de Greenwich?',
    alternativas: ['El norte y el sur', 'El ártico y el antártico', 'El alto y el bajo', 'El oriental y el occidental'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué hemisferios está el territorio de Chile continental?',
    alternativas: ['Sur y occidental', 'Norte y oriental', 'Norte y occidental', 'Sur y oriental'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué indica la latitud de un lugar?',
    alternativas: [
      'Su distancia al meridiano de Greenwich.',
      'Su distancia a la línea del Ecuador.',
      'Su altura sobre el nivel del mar.',
      'Su temperatura promedio en el año.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos es un recurso natural no renovable?',
    alternativas: ['Los peces', 'Los bosques', 'El cobre', 'El viento'],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué se debe hacer para que un recurso renovable, como los bosques, no se agote?',
    alternativas: [
      'Cortar todos los árboles de una sola vez.',
      'Dejar de plantar árboles nuevos en el bosque.',
      'Quemar los bosques viejos para limpiar el suelo.',
      'Usarlo con cuidado y reforestar lo que se corta.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Cuál es el río más caudaloso de América del Sur y del mundo?',
    alternativas: ['El río Amazonas', 'El río Orinoco', 'El río Paraná', 'El río Biobío'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estos es un derecho de todos los niños y niñas?',
    alternativas: ['Manejar un auto.', 'Recibir educación.', 'Votar en las elecciones.', 'Trabajar todo el día.'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: 'Tener derechos también implica responsabilidades. ¿Cuál es un deber de los estudiantes?',
    alternativas: [
      'Elegir a los profesores del colegio.',
      'Decidir el horario de clases.',
      'Respetar a sus compañeros y profesores.',
      'Faltar a clases cuando quieran.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Quién dirige la municipalidad de una comuna?',
    alternativas: ['El alcalde o la alcaldesa', 'El director del colegio', 'El capitán de bomberos', 'El juez'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: 'Un curso quiere elegir a su directiva. ¿Cuál es la forma más democrática de hacerlo?',
    alternativas: [
      'Que el profesor elija a sus favoritos.',
      'Que los más grandes del curso decidan.',
      'Que se elija a quien llegue primero.',
      'Que todos voten y gane quien tenga más votos.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: tenochtitlan,
    enunciado: '¿Qué característica de Tenochtitlan describe la fuente?',
    alternativas: [
      'Estaba en lo alto de la cordillera.',
      'Estaba construida en medio de una laguna.',
      'Estaba rodeada por un desierto.',
      'Estaba a orillas del océano Pacífico.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: tenochtitlan,
    enunciado: 'Según la fuente, ¿cómo se transportaban los productos dentro de la ciudad?',
    alternativas: [
      'En carretas tiradas por bueyes',
      'A lomo de caballo',
      'En canoas por los canales',
      'A lomo de llama',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Machu Picchu es un sitio arqueológico ubicado en Perú. ¿Qué civilización lo construyó?',
    alternativas: ['La maya', 'La azteca', 'La mapuche', 'La inca'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Para qué observaban los astros los mayas y crearon calendarios?',
    alternativas: [
      'Para organizar siembras, cosechas y ceremonias.',
      'Para navegar hasta Europa y Asia por el océano.',
      'Para medir la altura de las montañas sagradas.',
      'Para saber la hora exacta de cada día del año.',
    ],
    correcta: 0,
  },
])

const juntaDe1810 =
  'Texto elaborado para esta prueba:\nEl 18 de septiembre de 1810, los vecinos más importantes de Santiago se reunieron en un cabildo abierto y formaron una Junta de Gobierno. La Junta juró fidelidad al rey Fernando VII, que estaba prisionero de Napoleón. Sin embargo, por primera vez los criollos gobernaban el territorio sin una autoridad enviada desde España.'

const sextoBasico = group('SIMCE', 'Historia', '6° Básico', [
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué hecho ocurrido en Europa en 1808 fue un antecedente de la Independencia de Chile?',
    alternativas: [
      'La Revolución Industrial en las fábricas de Inglaterra.',
      'La invasión napoleónica de España y la captura de Fernando VII.',
      'La caída de Constantinopla en manos de los turcos otomanos.',
      'El inicio de la Primera Guerra Mundial en Europa.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué ocurrió en Chile el 18 de septiembre de 1810?',
    alternativas: [
      'Se firmó el Acta de Independencia de Chile.',
      'Se libró la batalla de Maipú.',
      'Se dictó la Constitución de 1833.',
      'Se formó la Primera Junta Nacional de Gobierno.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Cuál es el orden correcto de las etapas de la Independencia de Chile?',
    alternativas: [
      'Reconquista, Patria Vieja, Patria Nueva.',
      'Patria Nueva, Reconquista, Patria Vieja.',
      'Patria Vieja, Reconquista, Patria Nueva.',
      'Patria Vieja, Patria Nueva, Reconquista.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      '¿Qué batalla de 1817, tras el cruce de los Andes del Ejército Libertador, dio inicio a la Patria Nueva?',
    alternativas: ['La batalla de Chacabuco', 'La batalla de Rancagua', 'La batalla de Maipú', 'La batalla de Lircay'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué batalla de 1818 consolidó la independencia de Chile?',
    alternativas: [
      'La batalla de Rancagua',
      'La batalla de Maipú',
      'La batalla de Chacabuco',
      'La batalla de Cancha Rayada',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Quién gobernó Chile como Director Supremo entre 1817 y 1823?',
    alternativas: ['José Miguel Carrera', 'Diego Portales', 'Bernardo O’Higgins', 'Manuel Rodríguez'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué grupo social encabezó el proceso de independencia en Chile?',
    alternativas: [
      'Los españoles peninsulares',
      'Los comerciantes extranjeros',
      'Los soldados del rey',
      'Los criollos',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué ideas influyeron en los líderes de la independencia americana?',
    alternativas: [
      'Las ideas ilustradas de libertad y soberanía popular.',
      'Las ideas del poder absoluto de los reyes.',
      'Las ideas de volver al sistema feudal europeo.',
      'La idea de que el poder del rey viene de Dios.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué característica tuvo la Constitución de 1833?',
    alternativas: [
      'Estableció una monarquía con un rey chileno.',
      'Estableció un presidente con amplios poderes.',
      'Dio derecho a voto a todos los hombres y mujeres.',
      'Eliminó el Congreso y los tribunales de justicia.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: 'Como resultado de la Guerra del Pacífico (1879-1884), ¿qué territorios incorporó Chile?',
    alternativas: [
      'La Patagonia oriental y Tierra del Fuego',
      'Rapa Nui y el archipiélago Juan Fernández',
      'Tarapacá y Antofagasta',
      'Chiloé y la zona de Valdivia',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué recurso fue la principal riqueza de exportación de Chile a fines del siglo XIX?',
    alternativas: ['El cobre', 'El trigo', 'La madera', 'El salitre'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué zona de Chile se establecieron colonos alemanes a partir de mediados del siglo XIX?',
    alternativas: [
      'En Valdivia, Osorno y Llanquihue',
      'En Tarapacá y Antofagasta',
      'En Rapa Nui y Juan Fernández',
      'En Santiago y Valparaíso',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué año se incorporó Rapa Nui a Chile?',
    alternativas: ['1818', '1888', '1910', '1973'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué derecho conquistaron las mujeres chilenas en 1949?',
    alternativas: [
      'El derecho a estudiar en la universidad por primera vez.',
      'El derecho a trabajar fuera del hogar.',
      'El derecho a votar en elecciones presidenciales y parlamentarias.',
      'El derecho a votar en elecciones municipales.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué premio recibió Gabriela Mistral en 1945?',
    alternativas: [
      'El Premio Nobel de la Paz',
      'El Premio Nacional de Ciencias',
      'El Premio Cervantes',
      'El Premio Nobel de Literatura',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué poder del Estado tiene como función principal discutir y aprobar las leyes?',
    alternativas: ['El Poder Judicial', 'El Poder Legislativo', 'La Contraloría', 'Las municipalidades'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué función cumple el Poder Judicial?',
    alternativas: [
      'Resolver conflictos aplicando las leyes a cada caso.',
      'Redactar y aprobar las leyes del país.',
      'Dirigir el gobierno y la administración del Estado.',
      'Elegir a las autoridades de cada región.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué característica tiene un sistema democrático?',
    alternativas: [
      'Una sola persona decide todo sin dar cuenta a nadie.',
      'Las autoridades gobiernan para siempre.',
      'Las autoridades se eligen en votaciones libres y periódicas.',
      'Solo algunas familias pueden participar en política.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué zona natural de Chile tiene clima desértico y grandes yacimientos de cobre?',
    alternativas: ['La Zona Austral', 'La Zona Sur', 'La Zona Central', 'El Norte Grande'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Por qué la Zona Central concentra gran parte de la población de Chile?',
    alternativas: [
      'Porque tiene clima templado y suelos fértiles.',
      'Porque tiene el clima más frío y lluvioso.',
      'Porque es la zona con más glaciares.',
      'Porque es la zona más alejada del mar.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué paisaje caracteriza a la Zona Austral de Chile?',
    alternativas: [
      'Salares, géiseres y extensas pampas desérticas.',
      'Valles fértiles con viñas y huertos.',
      'Fiordos, canales, glaciares y campos de hielo.',
      'Playas tropicales con palmeras.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: juntaDe1810,
    enunciado: 'Según el texto, ¿por qué la Junta de 1810 se considera un primer paso hacia la independencia?',
    alternativas: [
      'Porque declaró la guerra al rey Fernando VII.',
      'Porque los criollos empezaron a gobernarse por sí mismos.',
      'Porque Napoleón reconoció a Chile como país libre.',
      'Porque firmó el Acta de Independencia ese mismo día.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: juntaDe1810,
    enunciado: 'Según el texto, ¿a quién juró fidelidad la Junta de 1810?',
    alternativas: ['A Napoleón Bonaparte', 'Al pueblo de Chile', 'Al cabildo de Santiago', 'Al rey Fernando VII'],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué siglo ocurrió la Independencia de Chile?',
    alternativas: ['En el siglo XVII', 'En el siglo XVIII', 'En el siglo XIX', 'En el siglo XX'],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Cuál de estos hechos ocurrió primero?',
    alternativas: [
      'La Guerra del Pacífico',
      'La batalla de Maipú',
      'La incorporación de Rapa Nui',
      'El primer voto femenino en una elección presidencial',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'Un estudiante afirma: “La Independencia de Chile se logró en un solo día, el 18 de septiembre de 1810”. ¿Por qué su afirmación es incorrecta?',
    alternativas: [
      'Porque la independencia fue un proceso de varios años, que se consolidó en 1818.',
      'Porque la independencia se logró en 1879, con la Guerra del Pacífico.',
      'Porque ese día España reconoció de inmediato la independencia.',
      'Porque Chile nunca fue parte del Imperio español.',
    ],
    correcta: 0,
  },
])

const encomienda =
  'Texto elaborado para esta prueba a partir de denuncias de la época colonial:\nLos indios de esta encomienda trabajan en los lavaderos de oro desde el amanecer hasta la puesta del sol. Reciben poco alimento y muchos han enfermado, muerto o huido a los montes, de modo que cada año quedan menos en los pueblos.'

const octavoBasico = group('SIMCE', 'Historia', '8° Básico', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué idea central caracterizó al humanismo?',
    alternativas: [
      'Que todo conocimiento debía provenir solo de la autoridad de la Iglesia.',
      'Que el ser humano y sus capacidades son el centro de la reflexión.',
      'Que el trabajo manual era la única actividad valiosa.',
      'Que la cultura griega y romana debía ser olvidada.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué consecuencia tuvo la imprenta de tipos móviles de Gutenberg, a mediados del siglo XV?',
    alternativas: [
      'Los libros fueron prohibidos en la mayor parte de Europa.',
      'Solo los monjes pudieron seguir leyendo.',
      'Los libros se abarataron y las ideas circularon más rápido.',
      'Se dejó de escribir a mano para siempre.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué hecho se considera el inicio de la Reforma protestante?',
    alternativas: [
      'El Concilio de Trento, iniciado en 1545',
      'La llegada de Colón a América en 1492',
      'La Revolución francesa de 1789',
      'Las 95 tesis de Martín Lutero, en 1517',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo respondió la Iglesia católica a la Reforma protestante?',
    alternativas: [
      'Con la Contrarreforma, que reafirmó su doctrina en el Concilio de Trento.',
      'Aceptando las ideas de Lutero y eliminando la figura del papa.',
      'Trasladando la sede del papado desde Roma a Alemania.',
      'Prohibiendo la lectura de la Biblia en todas sus formas.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué caracterizó a las monarquías absolutas de los siglos XVII y XVIII?',
    alternativas: [
      'El poder se dividía entre tres órganos independientes.',
      'El rey concentraba todos los poderes del Estado.',
      'Un parlamento elegido por todos gobernaba el reino.',
      'Los nobles elegían al rey cada cuatro años.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué buscaban los Estados europeos con el mercantilismo?',
    alternativas: [
      'Eliminar los impuestos al comercio con otros reinos.',
      'Que cada familia produjera solo lo que necesitaba consumir.',
      'Importar más productos de los que exportaban.',
      'Acumular metales preciosos y exportar más de lo que importaban.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿En qué año llegó Cristóbal Colón a América?',
    alternativas: ['1453', '1492', '1517', '1541'],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado:
      'La expedición que inició Hernando de Magallanes y que terminó Juan Sebastián Elcano (1519-1522) fue la primera en dar la vuelta al mundo. ¿Qué demostró?',
    alternativas: [
      'Que América estaba unida a Asia por tierra.',
      'Que la Tierra era plana y tenía un borde.',
      'Que se podía rodear la Tierra navegando.',
      'Que no existía un océano entre América y Asia.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Quién fundó la ciudad de Santiago en 1541?',
    alternativas: ['Pedro de Valdivia', 'Diego de Almagro', 'Francisco Pizarro', 'Hernán Cortés'],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: 'Diego de Almagro llegó a Chile en 1536 y pronto regresó al Perú. ¿Por qué volvió decepcionado?',
    alternativas: [
      'Porque los incas le prohibieron avanzar.',
      'Porque el rey le ordenó volver a España.',
      'Porque encontró un clima tropical muy caluroso.',
      'Porque no encontró las riquezas que esperaba.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué era la encomienda en la América colonial?',
    alternativas: [
      'Un impuesto que los españoles pagaban al rey por comerciar.',
      'Un grupo de indígenas que debía trabajar o tributar a un español.',
      'Una escuela donde estudiaban los hijos de los criollos.',
      'Un tribunal que juzgaba los delitos contra la fe.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué fue el mestizaje en la sociedad colonial americana?',
    alternativas: [
      'La separación estricta entre españoles e indígenas en la ciudad.',
      'La llegada de inmigrantes europeos en el siglo XX.',
      'La mezcla biológica y cultural de indígenas, europeos y africanos.',
      'El traslado de la población indígena a Europa.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué consecuencia tuvo la batalla de Curalaba (1598)?',
    alternativas: [
      'Los españoles abandonaron las ciudades al sur del Biobío.',
      'Los mapuche se trasladaron al norte del territorio.',
      'Terminó la Guerra de Arauco con la derrota mapuche.',
      'Se fundó la ciudad de Santiago junto al río Mapocho.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Durante la Colonia, españoles y mapuche celebraron parlamentos. ¿Qué eran?',
    alternativas: [
      'Asambleas que elegían al gobernador de Chile.',
      'Tribunales que juzgaban a los soldados.',
      'Congresos de representantes de todo el reino.',
      'Reuniones para negociar acuerdos de paz y comercio.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué fue la hacienda en el Chile colonial?',
    alternativas: [
      'Una oficina del rey que cobraba los impuestos de las minas.',
      'Una gran propiedad agrícola y ganadera con trabajadores dependientes.',
      'Un barrio de la ciudad donde vivían los artesanos.',
      'Un fuerte militar en la frontera con los mapuche.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué propuso Montesquieu para evitar los abusos de poder?',
    alternativas: [
      'Que el rey recibiera su poder directamente de Dios.',
      'Que la Iglesia gobernara junto al rey.',
      'Separar los poderes ejecutivo, legislativo y judicial.',
      'Eliminar las leyes escritas y volver a las costumbres.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué idea de Rousseau influyó en las revoluciones de fines del siglo XVIII?',
    alternativas: [
      'Que la soberanía reside en el pueblo.',
      'Que los reyes deben tener poder absoluto.',
      'Que la sociedad debe dividirse en estamentos.',
      'Que solo los nobles pueden gobernar.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué documento aprobó la Asamblea Nacional francesa en 1789?',
    alternativas: [
      'La Declaración de Independencia de Estados Unidos',
      'El Acta de Independencia de Chile',
      'Las 95 tesis de Martín Lutero',
      'La Declaración de los Derechos del Hombre y del Ciudadano',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Qué hecho de 1776 sirvió luego de ejemplo a los movimientos independentistas de Hispanoamérica?',
    alternativas: [
      'La coronación de Napoleón Bonaparte como emperador.',
      'La independencia de las trece colonias de Norteamérica.',
      'La toma de la Bastilla por el pueblo de París.',
      'La expulsión de los jesuitas de América.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: '¿Qué secuencia de hechos está en orden cronológico?',
    alternativas: [
      'Reforma protestante, llegada de Colón, Revolución francesa, fundación de Santiago.',
      'Fundación de Santiago, llegada de Colón, Reforma protestante, Revolución francesa.',
      'Llegada de Colón, Reforma protestante, fundación de Santiago, Revolución francesa.',
      'Llegada de Colón, fundación de Santiago, Revolución francesa, Reforma protestante.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: encomienda,
    enunciado: '¿Qué problema de la sociedad colonial muestra la fuente?',
    alternativas: [
      'El abuso en el trabajo indígena y la disminución de su población.',
      'La falta de oro en los lavaderos de los ríos del territorio.',
      'El exceso de alimentos en los pueblos de indios.',
      'La llegada masiva de colonos al sur del Biobío.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Análisis de fuentes',
    texto: encomienda,
    enunciado: 'Según la fuente, ¿qué hacían muchos indígenas para escapar de esas condiciones?',
    alternativas: [
      'Se iban a vivir a Santiago.',
      'Se embarcaban hacia España.',
      'Pedían ayuda al gobernador.',
      'Huían a los montes.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Pensamiento crítico',
    enunciado: '¿Cuál fue una consecuencia de la conquista para la población indígena de América?',
    alternativas: [
      'Un gran aumento de su población gracias a nuevos cultivos.',
      'Una fuerte disminución por guerras, trabajos forzados y enfermedades.',
      'Su traslado masivo a Europa para trabajar.',
      'La conservación intacta de sus formas de gobierno.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué artista del Renacimiento pintó La última cena y La Gioconda?',
    alternativas: ['Miguel Ángel Buonarroti', 'Rafael Sanzio', 'Leonardo da Vinci', 'Sandro Botticelli'],
    correcta: 2,
  },
  {
    habilidad: 'Pensamiento temporal y espacial',
    enunciado: 'En geografía, ¿qué es una región?',
    alternativas: [
      'Un espacio con rasgos comunes que lo distinguen de sus vecinos.',
      'Cualquier territorio que tenga una ciudad capital propia.',
      'Un país completo con su propio gobierno.',
      'Una zona que solo puede dibujarse en un plano.',
    ],
    correcta: 0,
  },
])

export const simceHistoria = [...segundoBasico, ...cuartoBasico, ...sextoBasico, ...octavoBasico]
