/**
 * More model texts written for Pizarra for 7° Básico–2° Medio (Lengua y Literatura, reading band 3), so that
 * each genre the objectives of these levels name (debate and conversation, oral presentation, news item and
 * report, letter, opinion piece, essay and speech, play, and research: a research log, study notes, the study
 * of a new genre) has at least three texts of its own: an objective on a genre reads three of them, with
 * questions on what they say and on their form, and writes a text of the genre with its pauta. Lengths as
 * reading.ts asks for the band (450–700 words).
 */
import type { Passage } from './types'

export const modelTextsMedia: readonly Passage[] = [
  // ——— Conversations and debates ———
  {
    titulo: 'Debate formal: ¿debería ser obligatorio el trabajo comunitario en la enseñanza media?',
    kind: 'informativo',
    band: 3,
    generos: ['dialogo'],
    parrafos: [
      'Transcripción del debate organizado por el taller de oratoria del Liceo Bicentenario de Ovalle. Moderador: Benjamín, estudiante de tercero medio. Equipo a favor: Sofía y Tomás. Equipo en contra: Valentina y Joaquín.',
      'BENJAMÍN (moderador): Buenas tardes a todos. La pregunta de hoy es si los liceos deberían exigir cuarenta horas de trabajo comunitario para terminar la enseñanza media. Cada equipo tendrá tres minutos para presentar su postura, luego habrá una ronda de réplicas y, al final, el público hará preguntas. Les recuerdo que se discuten las ideas, no las personas. Comienza el equipo a favor.',
      'SOFÍA: Gracias, Benjamín. Nuestra postura es que el trabajo comunitario debería ser obligatorio, porque forma ciudadanos que conocen los problemas de su comuna. En la sala aprendemos qué es la solidaridad, pero solo la entendemos de verdad cuando ayudamos a un adulto mayor a hacer un trámite o pintamos una sede vecinal. En el liceo donde estudiaba mi prima, en La Serena, todos los cursos apoyan a un jardín infantil, y los profesores cuentan que la convivencia mejoró.',
      'TOMÁS: Agrego un segundo argumento: muchas universidades y empleadores valoran la experiencia en voluntariados, porque muestra responsabilidad y trabajo en equipo. Si el trabajo comunitario es obligatorio, esa oportunidad no dependería solo de quienes tienen tiempo o contactos.',
      'BENJAMÍN: Gracias. Turno del equipo en contra.',
      'VALENTINA: Compartimos la idea de que ayudar a la comunidad es valioso. Sin embargo, creemos que obligar a hacerlo le quita su sentido. La solidaridad nace de una decisión personal; si se convierte en un requisito, muchos estudiantes la vivirán como un trámite más para cumplir horas. Además, hay compañeros que ya trabajan por las tardes o cuidan a sus hermanos: exigirles cuarenta horas más sería injusto.',
      'JOAQUÍN: Y hay un problema práctico. ¿Quién supervisaría esas horas? ¿Con qué instituciones? Los profesores ya tienen poco tiempo, y un programa mal organizado terminaría en certificados firmados sin que nadie haya hecho nada.',
      'BENJAMÍN: Pasamos a las réplicas. Sofía, tienes un minuto.',
      'SOFÍA: Si entiendo bien a Valentina, su preocupación es que la obligación vuelva la solidaridad un trámite. Es un riesgo real, pero también hay cosas obligatorias que terminan gustándonos, como la lectura de libros en el colegio. Y para quienes trabajan o cuidan a su familia, proponemos que esas tareas se reconozcan como parte de las horas.',
      'VALENTINA: Valoro esa propuesta, pero entonces el requisito dejaría de ser igual para todos. ¿No sería mejor ofrecer un programa voluntario bien organizado y con reconocimiento en el certificado?',
      'BENJAMÍN: Ahora, una pregunta del público.',
      'ESTUDIANTE DEL PÚBLICO: Para el equipo a favor: ¿tienen algún dato de que el trabajo obligatorio cambie la actitud de los jóvenes?',
      'TOMÁS: No tenemos un estudio de Chile, y es justo reconocerlo. Lo que sí tenemos es la experiencia del liceo de La Serena, aunque sabemos que un caso no basta para generalizar.',
      'BENJAMÍN: Gracias a ambos equipos. En resumen, los dos coinciden en que servir a la comunidad es valioso; la diferencia está en si debe exigirse o solo fomentarse. Ahora votará el público.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué tarea cumple Benjamín durante la discusión?',
        alternativas: [
          'Defiende que el trabajo comunitario sea obligatorio para egresar.',
          'Ordena los turnos, presenta el tema y resume las posturas al final.',
          'Decide qué equipo gana el debate según la calidad de sus argumentos y datos.',
          'Hace las preguntas del público en nombre de los estudiantes de primero medio.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado:
          'Cuando Sofía dice «Si entiendo bien a Valentina, su preocupación es que…», ¿qué muestra sobre su forma de dialogar?',
        alternativas: [
          'Que no escuchó a Valentina y le pide que repita su argumento desde el principio.',
          'Que se burla de la postura del otro equipo para ganar el aplauso del público.',
          'Que resume la idea de su oponente antes de responderle, y así demuestra que la comprendió.',
          'Que cambia de tema.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Cuál es el argumento práctico que plantea Joaquín en contra de la obligación?',
        alternativas: [
          'Que no está claro quién supervisaría las horas ni con qué instituciones.',
          'Que la solidaridad solo tiene sentido cuando nace de una decisión de cada persona.',
          'Que las universidades no valoran la experiencia de los voluntariados escolares.',
          'Que el liceo de La Serena no mejoró su convivencia con el trabajo comunitario en jardines infantiles.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'inferir',
        enunciado: '¿Por qué es valiosa la respuesta de Tomás a la pregunta del público?',
        alternativas: [
          'Porque presenta un estudio chileno que demuestra que su postura es la correcta.',
          'Porque evita responder y devuelve la pregunta al equipo contrario.',
          'Porque cambia de postura y le da la razón al equipo en contra del trabajo obligatorio.',
          'Porque reconoce el límite de su evidencia: un caso no basta para generalizar.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el debate, ¿qué significa que un programa «se fomente» en lugar de exigirse?',
        alternativas: [
          'Que se prohíba durante el horario de clases.',
          'Que se promueva y se estimule, sin obligar a nadie.',
          'Que se reemplace por un examen escrito sobre la solidaridad.',
          'Que se cobre a las familias.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Quiénes defendieron con más solidez su postura: Sofía y Tomás, o Valentina y Joaquín? Justifica con dos intervenciones de la transcripción.',
      pauta:
        '6 puntos: elige un equipo y evalúa la calidad de sus argumentos (pertinencia, evidencia, respuesta a las objeciones), apoyándose en dos intervenciones citadas o parafraseadas con precisión. 4 puntos: opinión fundamentada con una sola intervención. 2 puntos: opinión sin referencia al texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe tu intervención para un debate sobre una pregunta de tu liceo (por ejemplo, «¿Deberían eliminarse las tareas para la casa?»), de 10 a 12 líneas: saluda, plantea tu postura, entrega dos argumentos con evidencia, resume una idea del equipo contrario y respóndela, y cierra con una conclusión.',
      pauta:
        '6 puntos: la intervención plantea una postura clara, dos argumentos con evidencia, parafrasea con respeto una idea contraria y la refuta, usa un registro formal y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta la refutación o un argumento, o hay varios errores. 2 puntos: expresa una opinión sin argumentos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Conversación en grupo: ¿qué hacemos con la plaza abandonada?',
    kind: 'informativo',
    band: 3,
    generos: ['dialogo'],
    parrafos: [
      'Transcripción de la conversación de un grupo de 8° básico que prepara un proyecto para la asignatura de Lengua y Literatura. Deben proponer a la junta de vecinos una idea para recuperar la plaza que está frente al colegio, en Quilicura. Entre corchetes se anotan el tono, los gestos y los silencios.',
      'CAMILA: Bueno, tenemos veinte minutos para ponernos de acuerdo. La profesora pidió una sola propuesta, con razones. ¿Quién parte?',
      'MARTÍN: [Con entusiasmo, golpeando la mesa con el lápiz.] ¡Una cancha de básquetbol! Es lo que más falta. Los fines de semana tenemos que ir hasta el estadio.',
      'FERNANDA: [Bajito, mirando su cuaderno.] Pero la plaza no es solo para nosotros…',
      'CAMILA: Perdón, Fernanda, no te escuché bien. ¿Puedes repetirlo?',
      'FERNANDA: [Con más volumen.] Decía que la plaza no es solo para nosotros. Mi abuela vive al frente y dice que no tiene dónde sentarse a la sombra. Si hacemos una cancha, ella y los vecinos mayores quedan fuera.',
      'MARTÍN: [Se cruza de brazos.] Ya, pero los viejos… perdón, los adultos mayores, ya tienen la sede vecinal.',
      'IGNACIO: [En tono tranquilo.] Esperen, creo que los dos tienen razón en algo. Martín dice que los jóvenes no tienen dónde hacer deporte, y Fernanda, que los adultos mayores no tienen dónde descansar. ¿Y si la plaza tuviera dos zonas?',
      'CAMILA: Me gusta. Pero ¿cabe? No sabemos cuánto mide la plaza.',
      'IGNACIO: Yo la medí con pasos ayer, para el mapa. Son unos cuarenta pasos de largo y treinta de ancho. Una cancha completa no cabe, pero sí media cancha.',
      'MARTÍN: [Después de un silencio, descruzando los brazos.] Media cancha sirve para jugar tres contra tres. No es lo que quería, pero está bien.',
      'FERNANDA: Y en el otro lado, bancas y árboles. Podríamos pedir especies que den sombra pronto y gasten poca agua.',
      'CAMILA: Entonces, a ver si lo anoto bien: proponemos dividir la plaza en dos zonas, media cancha para los jóvenes y un sector con bancas y árboles para los vecinos mayores. ¿Estamos de acuerdo?',
      'TODOS: Sí.',
      'CAMILA: Ahora, razones. La profesora dijo que la junta de vecinos no acepta propuestas «porque sí».',
      'FERNANDA: Podríamos hacer una encuesta a los vecinos para saber qué necesitan. Así no es solo nuestra opinión.',
      'IGNACIO: Y sacar fotos de cómo está ahora la plaza: los juegos rotos, la basura, el pasto seco.',
      'FERNANDA: También podríamos preguntarle al profesor de Ciencias qué árboles nativos recomienda. Si la junta ve que pensamos en el agua, es más probable que nos escuche.',
      'MARTÍN: [Sonriendo.] Y yo me encargo de dibujar el plano. Para algo sirvió medir con los pasos de Ignacio.',
      'CAMILA: Perfecto. Repartamos: Fernanda, la encuesta; Ignacio, las fotos; Martín, el plano, y yo escribo la carta para la junta. Nos juntamos el jueves.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito de esta conversación?',
        alternativas: [
          'Decidir quién será el presidente de la junta de vecinos de la plaza de Quilicura.',
          'Acordar una propuesta con razones para recuperar la plaza frente al colegio.',
          'Votar entre una cancha completa de básquetbol y una sede vecinal nueva.',
          'Criticar a los vecinos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué sirven las anotaciones entre corchetes, como «[Bajito, mirando su cuaderno.]»?',
        alternativas: [
          'Para indicar qué palabras deben buscar los estudiantes en el diccionario.',
          'Para separar las intervenciones de los estudiantes de las de la profesora del curso.',
          'Para registrar el tono, el volumen y los gestos, que también comunican.',
          'Para marcar las ideas que quedaron en la propuesta final.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué hace Ignacio para que la conversación avance cuando Martín y Fernanda no están de acuerdo?',
        alternativas: [
          'Le da la razón a Martín porque la cancha es lo que más falta en el barrio.',
          'Propone votar de inmediato para terminar rápido la discusión entre ambos compañeros.',
          'Pide a la profesora que decida por el grupo qué se hace con la plaza.',
          'Resume lo que cada uno plantea y propone una idea que reúne ambas necesidades.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué comunica el gesto de Martín cuando «se cruza de brazos» y, más tarde, cuando los «descruza»?',
        alternativas: [
          'Primero, rechazo a la idea de Fernanda; después, que acepta el acuerdo.',
          'Primero, que tiene frío; después, que se le pasó el frío en la sala.',
          'Primero, que está cansado; después, que quiere irse.',
          'Primero, que está de acuerdo; después, que cambia de opinión y rechaza la propuesta del grupo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué Camila dice «a ver si lo anoto bien» antes de leer la propuesta?',
        alternativas: [
          'Porque no sabe escribir rápido.',
          'Porque quiere que el grupo confirme que el acuerdo quedó bien expresado.',
          'Porque la profesora le pidió leer en voz alta todo lo que anota en su cuaderno.',
          'Porque quiere cambiar la propuesta sin que los demás se den cuenta de que la modificó.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Crees que el grupo conversó de forma constructiva? Evalúa la conversación con dos ejemplos: uno de algo que hicieron bien y otro de algo que podrían mejorar.',
      pauta:
        '6 puntos: evalúa la conversación con un criterio claro (escuchar, pedir aclaraciones, resumir, llegar a acuerdos, respetar a todos) y lo apoya con dos ejemplos precisos de la transcripción, uno positivo y otro mejorable (por ejemplo, el comentario de Martín sobre «los viejos»). 4 puntos: evaluación con un solo ejemplo. 2 puntos: opinión sin ejemplos. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe la transcripción de una conversación de 10 a 12 líneas entre tres compañeros que deben ponerse de acuerdo en un tema para una revista escolar. Incluye al menos una petición de aclaración, un resumen de lo dicho y un acuerdo final, y anota entre corchetes el tono o los gestos de dos intervenciones.',
      pauta:
        '6 puntos: la conversación tiene un propósito claro, turnos bien marcados, una petición de aclaración, un resumen y un acuerdo, dos anotaciones pertinentes de tono o gesto entre corchetes y a lo más dos errores de ortografía o puntuación. 4 puntos: falta uno de los elementos pedidos o hay varios errores. 2 puntos: diálogo sin propósito ni acuerdo. 0 puntos: no responde.',
    },
  },
  // ——— Scripts of oral presentations ———
  {
    titulo: 'Guion de una exposición: ¿por qué los adolescentes se duermen tarde?',
    kind: 'informativo',
    band: 3,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Diapositiva 1: un reloj que marca las 7:00 y un estudiante dormido sobre su mochila.] Buenos días. Les quiero hacer una pregunta: ¿cuántos de ustedes se acostaron anoche después de las doce? (Esperar las manos y contar en voz alta.) Casi la mitad del curso. Muchos adultos creen que los jóvenes nos dormimos tarde por flojera o por el celular, pero la explicación es más interesante. Hoy les voy a contar qué le pasa al reloj del cuerpo en la adolescencia, por qué dormir poco nos afecta y qué podemos hacer para descansar mejor.',
      'Desarrollo, primera parte. [Diapositiva 2: esquema de un día de veinticuatro horas con el sol y la luna.] Nuestro cuerpo tiene un reloj interno que organiza el sueño y la vigilia en ciclos de aproximadamente un día. Este reloj se regula con la luz y con una hormona llamada melatonina, que el cerebro produce cuando oscurece y que nos da sueño. Según diversos estudios sobre el sueño, en la adolescencia la melatonina empieza a liberarse más tarde que en la infancia. Es decir, a los quince años es normal no tener sueño a las diez de la noche, aunque al día siguiente haya que levantarse temprano.',
      'Desarrollo, segunda parte. [Diapositiva 3: gráfico de barras con las horas de sueño recomendadas por edad.] Los especialistas recomiendan que los adolescentes duerman entre ocho y diez horas. Sin embargo, si nos acostamos a medianoche y nos levantamos a las seis y media, dormimos apenas seis horas y media. (Hacer una pausa y mirar al público.) La falta de sueño no solo da cansancio: dificulta concentrarse y recordar lo estudiado, nos pone más irritables y aumenta el riesgo de accidentes. Dicho de otro modo, estudiar hasta la madrugada para una prueba puede perjudicar justamente la memoria que necesitamos para rendirla.',
      'Desarrollo, tercera parte. [Diapositiva 4: lista con cuatro consejos y un ícono para cada uno.] Entonces, ¿qué podemos hacer si nuestro reloj está atrasado? Primero, dejar las pantallas al menos media hora antes de dormir, porque su luz le hace creer al cerebro que todavía es de día. Segundo, acostarnos y levantarnos a horas parecidas, incluso el fin de semana. Tercero, exponernos a la luz del sol en la mañana, que ayuda a poner el reloj en hora. Y cuarto, evitar las bebidas con cafeína en la tarde.',
      'Cierre. [Diapositiva 5: la frase «Dormir también es estudiar».] En resumen, dormirse tarde en la adolescencia no es solo una mala costumbre: es un cambio del reloj interno, que podemos acompañar con buenos hábitos. (Hablar más lento.) Por eso los invito a probar un desafío esta semana: apaguen el celular treinta minutos antes de dormir y anoten cómo se sienten en la mañana. Muchas gracias. ¿Alguien tiene una pregunta?',
      'Notas para la expositora: la exposición dura cinco minutos; hablar con volumen claro y mirar a distintos sectores de la sala; no leer las diapositivas, sino explicarlas; citar la fuente del gráfico al mostrarlo; tener preparada una respuesta breve por si preguntan si las siestas sirven para recuperar el sueño perdido.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué hace la expositora en la introducción, además de saludar?',
        alternativas: [
          'Presenta la conclusión y los consejos para dormir mejor antes de explicar el tema.',
          'Capta la atención con una pregunta y anticipa los tres aspectos que va a tratar.',
          'Critica a los adultos que piensan que los jóvenes son flojos y se duermen tarde.',
          'Muestra el gráfico de horas de sueño.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la exposición, ¿qué cambia en la adolescencia respecto de la melatonina?',
        alternativas: [
          'Que el cerebro deja de producirla por completo.',
          'Que el cerebro la produce solo durante el día, con la luz del sol.',
          'Que empieza a liberarse más tarde que en la infancia.',
          'Que se produce únicamente al mirar una pantalla encendida durante la noche.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Para qué sirve la expresión «Dicho de otro modo» en la segunda parte del desarrollo?',
        alternativas: [
          'Para introducir un tema nuevo que no tiene relación con lo anterior.',
          'Para contradecir la idea que se acaba de presentar sobre el sueño.',
          'Para anunciar que la exposición está por terminar y pasar al cierre.',
          'Para reformular una idea y aplicarla a un caso cercano al público.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado:
          '¿Qué función cumplen las indicaciones entre paréntesis, como «(Hacer una pausa y mirar al público.)»?',
        alternativas: [
          'Guían los recursos no verbales y paraverbales que usará la expositora.',
          'Indican qué partes del guion debe leer el público en las diapositivas de la pantalla.',
          'Señalan las fuentes de la información que entrega la exposición sobre el sueño.',
          'Marcan las preguntas de la prueba.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la exposición, ¿qué significa «vigilia» en «organiza el sueño y la vigilia»?',
        alternativas: [
          'Una fiesta que se celebra la noche anterior a un día importante.',
          'El estado de estar despierto.',
          'La hora en que se apaga la luz del dormitorio antes de dormir.',
          'Un sueño muy profundo.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Es confiable la información de esta exposición? Evalúala: señala una fortaleza del guion y una mejora que harías en el uso de las fuentes.',
      pauta:
        '6 puntos: evalúa con criterio la confiabilidad (explica un mecanismo con datos, recomienda citar la fuente del gráfico) y propone una mejora concreta (nombrar los estudios o la institución en lugar de «diversos estudios»), con referencias precisas al guion. 4 puntos: una fortaleza o una mejora bien justificada. 2 puntos: opinión sin referencia al guion. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el guion de la introducción y el cierre de una exposición de cinco minutos sobre un tema de ciencias que te interese, en 10 a 12 líneas. Incluye una pregunta para captar la atención, el anuncio de los aspectos que tratarás, un resumen final, una invitación al público y dos indicaciones entre paréntesis sobre tu voz o tus gestos.',
      pauta:
        '6 puntos: el guion capta la atención, anticipa los aspectos del tema, cierra con un resumen y una invitación, incluye dos indicaciones pertinentes de voz o gestos, usa un registro formal y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta uno de los elementos pedidos o hay varios errores. 2 puntos: texto sin estructura de exposición. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Guion de una exposición: el cielo de Atacama, una ventana al universo',
    kind: 'informativo',
    band: 3,
    generos: ['exposicion'],
    parrafos: [
      'Introducción. [Diapositiva 1: fotografía nocturna del desierto con la Vía Láctea.] Buenas tardes. Imaginen que salen al patio de noche y ven tantas estrellas que cuesta encontrar las constelaciones conocidas. Eso ocurre cada noche despejada en el desierto de Atacama. Hoy vamos a explicar por qué el norte de Chile es uno de los mejores lugares del planeta para observar el cielo, qué observatorios funcionan allí y qué amenaza a esta riqueza. Soy Martina y expongo junto a Lucas.',
      'Desarrollo, primera parte (Martina). [Diapositiva 2: mapa del norte de Chile con la altura de los cerros.] Para observar el universo se necesitan tres condiciones: aire seco, altura y oscuridad. Atacama tiene las tres. Es uno de los desiertos más secos del mundo, y el vapor de agua del aire es justamente lo que dificulta ver ciertas señales que llegan del espacio. Además, muchos observatorios están sobre los dos mil metros de altura, por encima de buena parte de la atmósfera. Y como hay pocas ciudades, el cielo es muy oscuro. A esto se suma que la mayoría de las noches del año están despejadas.',
      'Desarrollo, segunda parte (Lucas). [Diapositiva 3: fotografías de tres observatorios.] Gracias, Martina. Por estas condiciones, en el norte se han instalado algunos de los observatorios más importantes del mundo. En el cerro Paranal, en la Región de Antofagasta, funciona el Very Large Telescope, un conjunto de cuatro telescopios gigantes. En el llano de Chajnantor, a unos cinco mil metros de altura, está ALMA, formado por decenas de antenas que captan ondas de radio. (Señalar las antenas en la imagen.) Estos equipos han permitido, por ejemplo, estudiar cómo se forman los planetas alrededor de estrellas jóvenes.',
      'Desarrollo, tercera parte (Lucas). [Diapositiva 4: dos fotos de una misma ciudad, de día y de noche.] Pero esta ventana al universo está amenazada por la contaminación lumínica, es decir, por la luz artificial que se dispersa hacia el cielo y borra las estrellas. (Bajar el tono.) Los focos mal orientados, los letreros muy brillantes y el crecimiento de las ciudades aclaran el cielo año tras año. Por eso Chile tiene normas que regulan cómo deben iluminar las calles y las empresas en las regiones donde hay observatorios.',
      'Cierre (Martina). [Diapositiva 5: la frase «El cielo oscuro también es patrimonio».] En conclusión, el cielo de Atacama es valioso por su sequedad, su altura y su oscuridad, y cuidarlo depende también de nosotros. (Mirar al público.) Les proponemos algo simple: esta semana, observen cuántas luces de su casa o de su calle apuntan hacia arriba sin necesidad. Muchas gracias; ahora respondemos sus preguntas.',
      'Notas para los expositores: cada uno habla dos minutos y medio; el cambio de turno se anuncia con una frase de enlace; no leer las diapositivas; pronunciar con cuidado los nombres de los observatorios y tener a mano la página oficial de cada uno por si preguntan de dónde sacamos los datos.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según la exposición, ¿cuáles son las tres condiciones que se necesitan para observar el universo?',
        alternativas: [
          'Telescopios grandes, mucho dinero y científicos extranjeros.',
          'Aire húmedo, cerros bajos y ciudades cercanas que provean luz.',
          'Aire seco, altura y oscuridad.',
          'Noches largas, frío intenso y viento constante durante todo el año en la cordillera.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple la frase «Gracias, Martina» al comienzo de la intervención de Lucas?',
        alternativas: [
          'Cierra la exposición y da paso a las preguntas del público.',
          'Enlaza los turnos y marca el paso de un expositor a otro.',
          'Contradice lo que acaba de explicar Martina sobre el desierto de Atacama.',
          'Presenta el tema.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la exposición, ¿qué es la «contaminación lumínica»?',
        alternativas: [
          'La luz artificial que se dispersa hacia el cielo e impide ver las estrellas.',
          'El humo de las fábricas que tapa el sol durante el día.',
          'La basura que dejan los turistas en los observatorios del desierto después de visitarlos.',
          'El brillo de las estrellas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Cómo está ordenada la información del desarrollo de la exposición?',
        alternativas: [
          'Del observatorio más antiguo al más reciente, en orden cronológico.',
          'De la opinión de Martina a la opinión de Lucas, que defienden posturas contrarias sobre el tema.',
          'De las preguntas del público a las respuestas de los expositores.',
          'De las condiciones del cielo a los observatorios y, luego, a la amenaza que enfrentan.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué la nota pide a los expositores «tener a mano la página oficial» de cada observatorio?',
        alternativas: [
          'Para leerla completa en voz alta durante la exposición y así ocupar los cinco minutos.',
          'Para que el público la copie en su cuaderno mientras Lucas habla de las antenas.',
          'Para poder mostrar que la información proviene de fuentes confiables.',
          'Para no tener que ensayar.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué recursos de esta exposición ayudarían más al público a comprender y recordar el tema? Elige dos (una diapositiva, un ejemplo, una indicación de voz o gesto…) y explica su efecto.',
      pauta:
        '6 puntos: elige dos recursos del guion, los identifica con precisión (por ejemplo, las dos fotos de la ciudad de día y de noche, o la invitación a observar las luces de la casa) y explica cómo ayudan a comprender o recordar. 4 puntos: un recurso bien explicado. 2 puntos: nombra recursos sin explicar su efecto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Prepara con un compañero el guion de una exposición de cinco minutos sobre un lugar de Chile que deba protegerse. Escribe en 10 a 12 líneas la introducción, los títulos de las partes del desarrollo con la diapositiva de cada una, el cierre y la frase de enlace con que cambiarán de turno.',
      pauta:
        '6 puntos: el guion tiene una introducción que anticipa el tema, un desarrollo ordenado con una diapositiva pertinente por parte, una frase de enlace entre expositores, un cierre con síntesis y a lo más dos errores de ortografía o puntuación. 4 puntos: falta uno de los elementos o hay varios errores. 2 puntos: lista de ideas sin estructura de exposición. 0 puntos: no responde.',
    },
  },
  // ——— News items and reports ———
  {
    titulo: 'Un vagón de tren se transforma en biblioteca en San Rosendo',
    kind: 'informativo',
    band: 3,
    generos: ['noticia'],
    parrafos: [
      'Un vagón de tren se transforma en biblioteca comunitaria en San Rosendo',
      'Estudiantes de un liceo de la comuna restauraron un carro de pasajeros abandonado desde hace tres décadas. La biblioteca abrió con dos mil libros donados y ya tiene más de trescientos socios.',
      'San Rosendo. Un antiguo vagón de pasajeros que llevaba más de treinta años oxidándose junto a la vía férrea abrió el viernes sus puertas como biblioteca comunitaria. El proyecto fue impulsado por estudiantes de primero y segundo medio del Liceo de San Rosendo, quienes durante un año lijaron, pintaron y equiparon el carro con estantes, cojines y una pequeña sala de lectura para niños.',
      'La idea surgió en una clase de Lengua y Literatura. La profesora Carolina Muñoz pidió a sus estudiantes escribir una crónica sobre un lugar olvidado del pueblo, y varios eligieron el mismo vagón. «Todos escribieron que les daba pena verlo así. Entonces les pregunté qué estaban dispuestos a hacer, además de escribir», relata la docente.',
      'Los estudiantes redactaron una carta a la empresa dueña del carro, que aceptó entregarlo en comodato al municipio por diez años. Luego organizaron una campaña de donación de libros en ferias y redes sociales. En pocos meses reunieron cerca de dos mil ejemplares, desde novelas juveniles hasta enciclopedias y revistas de historia ferroviaria, un tema muy querido en una comuna que nació alrededor de la estación.',
      'El trabajo no fue fácil. El techo tenía filtraciones y hubo que reemplazar varias planchas del piso. Un grupo de apoderados que trabaja en la construcción se sumó los fines de semana, y el municipio financió la instalación eléctrica. Según explicó el alcalde en la inauguración, la inversión municipal fue menor que la que habría costado retirar el vagón. «Es lo mejor que le ha pasado a San Rosendo en muchos años», afirmó.',
      'Benjamín Sáez, estudiante de segundo medio, dijo que lo más difícil fue catalogar los libros. «Pensé que una biblioteca era poner libros en un estante, pero hay que registrarlos, ordenarlos por tema y decidir cómo se prestan», comentó. Los estudiantes aprendieron a usar una planilla de préstamos y ellos mismos atienden la biblioteca por turnos, los martes, jueves y sábados por la tarde.',
      'En la primera semana se inscribieron más de trescientos socios, entre ellos muchos adultos mayores. Rosa Vergara, de 78 años, que vendió boletos durante toda su vida en la estación, contó que viajó en ese mismo vagón cuando era joven. «Nunca pensé que volvería a subirme a este carro, y menos para leer», dijo emocionada.',
      'Los estudiantes planean ahora organizar un club de lectura y una hora del cuento para los niños de la escuela básica. También quieren pedir un segundo vagón para instalar una sala de estudio con computadores.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el párrafo que sigue al titular («Estudiantes de un liceo de la comuna…»)?',
        alternativas: [
          'Es la bajada: resume y amplía el titular con los datos más llamativos.',
          'Es el cierre de la noticia, donde se cuentan los planes futuros de los estudiantes.',
          'Es la opinión del periodista sobre el trabajo realizado por el liceo.',
          'Es una cita de la profesora.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué información entrega el primer párrafo del cuerpo, que comienza con «San Rosendo.»?',
        alternativas: [
          'Las opiniones de los vecinos sobre el vagón.',
          'Qué ocurrió, quiénes lo hicieron, dónde, cuándo y cómo: es la entrada de la noticia.',
          'La historia de la estación de trenes desde que se fundó la comuna hasta hoy.',
          'Las dificultades que tuvieron los estudiantes con el techo y el piso del carro.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el periodista incluye el testimonio de Rosa Vergara?',
        alternativas: [
          'Para demostrar que la biblioteca necesita un segundo vagón con computadores.',
          'Para criticar a la empresa dueña del carro por haberlo abandonado tantos años.',
          'Para explicar cómo se catalogan y se prestan los libros de la biblioteca.',
          'Para mostrar el valor emotivo del proyecto en la memoria del pueblo.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la noticia, ¿qué significa que la empresa entregó el carro «en comodato»?',
        alternativas: [
          'Que lo vendió al municipio a un precio muy bajo.',
          'Que lo regaló a los estudiantes para siempre.',
          'Que lo prestó gratuitamente por un tiempo, con la obligación de devolverlo.',
          'Que lo arrendó por un precio mensual que paga el liceo con una campaña de donaciones.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Cuál de estos enunciados de la noticia es una opinión y no un hecho?',
        alternativas: [
          '«Un grupo de apoderados que trabaja en la construcción se sumó los fines de semana».',
          '«Es lo mejor que le ha pasado a San Rosendo en muchos años».',
          '«En la primera semana se inscribieron más de trescientos socios».',
          '«Nunca pensé que volvería a subirme a este carro, y menos para leer».',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿La noticia presenta solo el punto de vista de los estudiantes o incluye otras voces? Evalúa si la información es equilibrada, con dos ejemplos del texto.',
      pauta:
        '6 puntos: identifica las voces citadas (profesora, estudiante, alcalde, vecina) y evalúa el equilibrio de la noticia (por ejemplo, que no se consulta a la empresa ni a críticos del proyecto), con dos ejemplos precisos. 4 puntos: evaluación con un solo ejemplo. 2 puntos: opinión sin ejemplos. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una noticia de 10 a 12 líneas sobre un hecho reciente de tu liceo o tu comuna. Incluye un titular, una bajada, una entrada que responda qué, quién, cuándo, dónde y cómo, un cuerpo con la información en orden de importancia y una cita de una persona involucrada.',
      pauta:
        '6 puntos: la noticia tiene titular, bajada y entrada completos, el cuerpo ordena la información de lo más a lo menos importante, incluye una cita bien puntuada, usa un lenguaje objetivo y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta la bajada o la cita, o la entrada está incompleta. 2 puntos: relato sin estructura de noticia. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Reportaje: la segunda vida de la ropa usada',
    kind: 'informativo',
    band: 3,
    generos: ['noticia'],
    parrafos: [
      'La segunda vida de la ropa usada',
      'Cada año llegan a Chile miles de toneladas de ropa usada, y una parte termina abandonada en el desierto. En distintas ciudades, jóvenes, emprendedoras y talleres buscan darle otro destino.',
      'Una montaña de pantalones, chaquetas y poleras se extiende entre los cerros de arena en las afueras de Alto Hospicio. Algunas prendas todavía tienen la etiqueta puesta. Las imágenes de estos basurales dieron la vuelta al mundo y pusieron una pregunta incómoda sobre la mesa: ¿qué pasa con la ropa que ya no usamos?',
      'La respuesta empieza lejos de Chile. Buena parte de la ropa que se vende barata en el mundo se fabrica para durar poco, un modelo que se conoce como moda rápida. Cuando esas prendas se desechan en otros países, muchas se exportan como ropa usada. Chile es uno de los principales importadores de ropa de segunda mano de América Latina, y una parte de lo que llega a la zona franca de Iquique no se vende y termina en basurales ilegales, donde puede tardar décadas en degradarse.',
      'Frente a este problema han surgido respuestas pequeñas pero concretas. En Valparaíso, un taller de costura dirigido por Marcela Ortiz convierte pantalones de mezclilla desechados en mochilas y estuches escolares. «La mezclilla es una tela resistente y noble; sería absurdo botarla», explica mientras corta un pantalón sobre la mesa. Su taller capacita a mujeres del cerro en costura y diseño, y vende los productos en ferias y por internet.',
      'En un liceo de Temuco, el centro de estudiantes organiza dos veces al año una feria de trueque: cada estudiante lleva ropa en buen estado y la cambia por otra. «Al principio nos daba vergüenza usar ropa de otros, pero ahora es casi una moda», cuenta Florencia, de segundo medio. En la última feria se intercambiaron más de cuatrocientas prendas, y lo que nadie eligió se donó a un hogar de ancianos de la ciudad. Para el próximo semestre, el centro de estudiantes quiere sumar un taller de reparación, donde los estudiantes aprendan a coser un botón, zurcir un calcetín o cambiar un cierre.',
      'No todos creen que estas iniciativas basten. Para el ingeniero ambiental Pablo Riquelme, el reciclaje y el trueque ayudan, pero no resuelven el fondo del asunto. «Mientras sigamos comprando más ropa de la que necesitamos, cualquier solución llegará tarde», sostiene. A su juicio, se necesitan también leyes que obliguen a las marcas a hacerse cargo de sus residuos, como ya ocurre en Chile con otros productos, entre ellos los envases y los neumáticos.',
      'Mientras tanto, en Alto Hospicio, algunos vecinos siguen recogiendo prendas del basural para venderlas en la feria. Es una forma de reciclaje nacida de la necesidad, y un recordatorio de que la ropa que compramos hoy seguirá existiendo mucho después de que dejemos de usarla.',
    ],
    preguntas: [
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿En qué se diferencia este reportaje de una noticia breve?',
        alternativas: [
          'En que cuenta un solo hecho ocurrido el día anterior, sin antecedentes ni testimonios.',
          'En que expresa solo la opinión del autor, sin datos ni fuentes que la respalden.',
          'En que está escrito en verso.',
          'En que profundiza un tema con antecedentes, causas, testimonios y distintas miradas.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué recurso usa el reportaje para comenzar, en el párrafo de Alto Hospicio?',
        alternativas: [
          'Una descripción visual del basural que capta la atención del lector.',
          'Una tabla de datos sobre las importaciones de ropa usada de toda América Latina.',
          'Una definición de diccionario de la expresión «moda rápida».',
          'Una entrevista completa con preguntas y respuestas al ingeniero ambiental.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según el reportaje, ¿qué es la «moda rápida»?',
        alternativas: [
          'Un desfile que se hace en pocos minutos.',
          'Un modelo de producción de ropa barata que se fabrica para durar poco.',
          'La costumbre de intercambiar ropa en ferias de trueque en los liceos del sur de Chile.',
          'Una tienda de ropa usada.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Para qué incluye el reportaje la opinión del ingeniero Pablo Riquelme?',
        alternativas: [
          'Para promocionar los productos del taller de Valparaíso en las ferias.',
          'Para explicar cómo se organiza una feria de trueque en un liceo.',
          'Para agregar una mirada crítica: las iniciativas ayudan, pero no bastan.',
          'Para demostrar que la ropa usada no llega a Chile desde otros países.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el reportaje, ¿qué significa «degradarse» en «puede tardar décadas en degradarse»?',
        alternativas: [
          'Perder su valor cuando pasa de moda y ya nadie quiere comprarla en las tiendas.',
          'Descomponerse hasta desaparecer.',
          'Cambiar de color con el sol del desierto.',
          'Venderse en la zona franca.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Cuál de las respuestas al problema que presenta el reportaje te parece más eficaz: el taller de costura, la feria de trueque o las leyes que propone el ingeniero? Fundamenta con información del texto.',
      pauta:
        '6 puntos: elige una respuesta, la compara con al menos otra y fundamenta su eficacia con información precisa del reportaje (capacitación y venta, número de prendas intercambiadas, el argumento de comprar menos y las leyes de responsabilidad de las marcas). 4 puntos: elige y fundamenta sin comparar. 2 puntos: opinión sin información del texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe el comienzo de un reportaje de 10 a 12 líneas sobre un problema de tu comuna. Incluye un título, una bajada, un primer párrafo que describa una escena para captar al lector, un dato que explique el problema y el testimonio de una persona afectada.',
      pauta:
        '6 puntos: el texto tiene título y bajada, abre con una escena descriptiva, entrega un dato pertinente que explica el problema, incorpora un testimonio bien puntuado y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta uno de los elementos pedidos o hay varios errores. 2 puntos: opinión o relato sin rasgos de reportaje. 0 puntos: no responde.',
    },
  },
  // ——— Letters and opinion pieces ———
  {
    titulo: 'Carta al director: abramos las canchas de los liceos los fines de semana',
    kind: 'informativo',
    band: 3,
    generos: ['opinion', 'carta'],
    parrafos: [
      'Coquimbo, 8 de septiembre de 2026',
      'Señor director:',
      'Los fines de semana, mientras las canchas de los colegios de Coquimbo permanecen cerradas con candado, cientos de jóvenes del sector alto no tienen dónde hacer deporte. Quienes escribimos somos estudiantes de primero medio del Liceo Bicentenario Los Pescadores, y queremos proponer algo sencillo: que los establecimientos públicos de la comuna abran sus canchas los sábados y domingos a la comunidad.',
      'Nuestro primer argumento es la falta de espacios. En nuestra población hay una sola multicancha, con los aros rotos desde hace dos años, y el estadio más cercano queda a cuarenta minutos en micro. Mientras tanto, nuestro liceo tiene dos canchas en buen estado que nadie usa desde el viernes a las cinco de la tarde hasta el lunes en la mañana.',
      'El segundo argumento es la salud. Según la Encuesta Nacional de Salud, gran parte de la población chilena es sedentaria, y los especialistas advierten que los hábitos de actividad física se forman en la infancia y la adolescencia. Si queremos jóvenes más sanos, no basta con recomendarles que hagan deporte: hay que darles un lugar donde hacerlo.',
      'Sabemos que algunos directores temen que abrir los liceos traiga destrozos o robos, y que nadie quiera hacerse responsable. Es una preocupación razonable, pero tiene solución. En otras comunas ya existen programas de «escuelas abiertas», en los que monitores contratados por el municipio se encargan de abrir, cuidar y cerrar los recintos. Además, cuando la comunidad siente que un espacio es suyo, suele cuidarlo más, no menos.',
      'Hay, además, un argumento de convivencia. Cuando los jóvenes no tienen dónde juntarse, pasan las tardes en las esquinas o encerrados frente a una pantalla. Una cancha abierta, en cambio, reúne a vecinos de distintas edades: los niños juegan a la pelota, los adultos organizan campeonatos y los abuelos miran desde las gradas. Así ocurrió el verano pasado, cuando la junta de vecinos consiguió prestada la cancha de la escuela básica durante un mes: hubo un campeonato de fútbol con doce equipos de niños y jóvenes y, según los organizadores, ni un solo incidente.',
      'Tampoco se trata de un gasto enorme. Bastaría con un monitor por liceo, la luz de los focos y algunos balones. Comparado con lo que cuesta construir una cancha nueva, es una inversión mínima para aprovechar algo que ya existe.',
      'Por todo lo anterior, pedimos a la municipalidad y a los directores de la comuna que estudien un plan piloto de canchas abiertas para el próximo verano, y a los vecinos, que nos apoyen firmando la carta que entregaremos al concejo municipal. Los liceos son de la comunidad, también los fines de semana.',
      'Saluda atentamente,',
      'Ignacio Rojas Tapia, en representación del 1° medio A del Liceo Bicentenario Los Pescadores',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Qué propone Ignacio Rojas en su carta?',
        alternativas: [
          'Que el municipio debe construir un estadio nuevo en el sector alto de la comuna.',
          'Que los liceos públicos de la comuna deben abrir sus canchas los fines de semana.',
          'Que los jóvenes de Coquimbo son sedentarios porque usan mucho el celular.',
          'Que los directores deben vigilar sus liceos.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «Saluda atentamente,»?',
        alternativas: [
          'La despedida.',
          'El vocativo, que indica a quién se dirige la carta.',
          'La conclusión, que resume los argumentos y hace una petición.',
          'La firma de quien escribe.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué hace el autor en el párrafo que comienza con «Sabemos que algunos directores temen…»?',
        alternativas: [
          'Presenta un dato de la Encuesta Nacional de Salud que respalda su tesis.',
          'Describe la multicancha de su población y el estado de sus aros.',
          'Reconoce una objeción a su propuesta y la refuta con una solución.',
          'Cambia de opinión y acepta que abrir los liceos es peligroso.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué tipo de argumento es el que menciona la Encuesta Nacional de Salud?',
        alternativas: [
          'Un argumento basado en una experiencia personal del autor en la cancha de su liceo.',
          'Un argumento emocional que busca provocar lástima por los jóvenes del sector alto.',
          'Una descalificación de quienes piensan distinto sobre el uso de las canchas.',
          'Un argumento de autoridad, que se apoya en una fuente reconocida.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la carta, ¿qué significa que gran parte de la población sea «sedentaria»?',
        alternativas: [
          'Que vive en el mismo lugar desde hace muchos años.',
          'Que hace poca actividad física.',
          'Que no tiene acceso a los servicios de salud de su comuna.',
          'Que prefiere los deportes en equipo.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Cuál es el argumento más sólido de esta carta y cuál el más débil? Evalúalos y fundamenta tu respuesta con el texto.',
      pauta:
        '6 puntos: identifica un argumento sólido y uno débil, y los evalúa con criterios (evidencia, pertinencia, generalización), por ejemplo, que la falta de espacios se apoya en datos del barrio y que el costo «mínimo» no se respalda con cifras, citando o parafraseando la carta. 4 puntos: evalúa solo un argumento con fundamento. 2 puntos: opinión sin referencia al texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta al director de 10 a 12 líneas en la que propongas una mejora para los jóvenes de tu comuna. Incluye lugar y fecha, vocativo, una tesis clara, dos argumentos de distinto tipo (un dato y un ejemplo), una objeción con su refutación, una petición final, la despedida y la firma.',
      pauta:
        '6 puntos: la carta tiene todas sus partes, una tesis explícita, dos argumentos de distinto tipo, una objeción refutada, una petición clara y a lo más dos errores de ortografía o puntuación. 4 puntos: falta la objeción o un argumento, o hay varios errores. 2 puntos: opinión sin argumentos ni formato de carta. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Carta a mi hermano que se fue a estudiar a Concepción',
    kind: 'informativo',
    band: 3,
    generos: ['carta'],
    parrafos: [
      'Los Ángeles, 12 de abril de 2026',
      'Querido Felipe:',
      'Hace tres semanas que te fuiste a Concepción y la casa está rara. Nadie canta en la ducha, nadie se come el último pan de la bolsa y nadie me despierta a las siete con la radio a todo volumen. Nunca pensé que iba a extrañar tanto tus ruidos ni tus bromas pesadas en el desayuno. Te escribo esta carta a mano, aunque podría mandarte un mensaje, porque la profesora de Lenguaje nos contó que una carta se guarda y se relee, y yo quiero que esta la guardes.',
      'Te cuento cómo estamos. La mamá dice que está bien, pero todas las noches pone un plato de más en la mesa y después lo guarda sin decir nada. El papá arregló por fin la bicicleta que dejaste en el patio y ahora la usa para ir al trabajo; dice que es para hacer ejercicio, pero yo creo que es para sentirte cerca. El Canela duerme en tu pieza, encima de tu chaqueta vieja.',
      'Yo entré al taller de teatro del liceo. Estamos montando una obra sobre una familia que espera a alguien que nunca llega, y me tocó el papel de la hermana menor. El primer ensayo me dio tanta vergüenza que hablé casi en susurros, pero la profesora me dijo que el escenario es el único lugar donde una puede gritar sin que la reten. Así que grité. Creo que me quedó bien.',
      'Ahora quiero preguntarte cosas. ¿Cómo es la universidad? ¿Son difíciles las clases de ingeniería? ¿Ya aprendiste a cocinar algo que no sean tallarines? ¿Tu compañero de pieza sigue roncando? La mamá quiere saber si estás comiendo fruta, y yo quiero saber si has visto el mar, porque prometiste que me llevarías a conocerlo.',
      'Te voy a confesar algo: a veces me da miedo que cuando vuelvas ya no seas el mismo, que te guste más Concepción que Los Ángeles, o que tus nuevos amigos te parezcan más interesantes que tu hermana chica. Ya sé que es una tontera, pero quería decírtelo por escrito, porque en persona no me atrevería.',
      'Escríbeme pronto, aunque sea una carta corta. Te espero para el fin de semana largo de mayo, con la pieza ordenada (bueno, casi) y el Canela bañado y perfumado. La mamá ya anunció que va a hacer pastel de choclo, y el papá dice que te va a llevar a ver el partido de Deportes Concepción contra el equipo de aquí, para ver a quién apoyas ahora.',
      'Un abrazo enorme de tu hermana que te echa mucho de menos, hoy y siempre,',
      'Antonia',
      'P. D.: Te saqué el chaleco azul. Si lo quieres de vuelta, vas a tener que venir a buscarlo.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es el propósito principal de la carta de Antonia?',
        alternativas: [
          'Pedirle a Felipe que le devuelva el chaleco azul que se llevó a Concepción.',
          'Convencer a sus padres de que la dejen visitar a su hermano en la universidad.',
          'Contarle a su hermano cómo están en casa y expresarle cuánto lo extraña.',
          'Informar sobre el taller de teatro.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué parte de la carta es «P. D.: Te saqué el chaleco azul…»?',
        alternativas: [
          'El saludo, con que se abre la carta.',
          'La posdata: algo que se agrega después de la firma.',
          'La despedida, que va antes de la firma de quien escribe.',
          'El encabezado con lugar y fecha.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué revela el detalle de la mamá que «pone un plato de más en la mesa»?',
        alternativas: [
          'Que extraña a Felipe, aunque diga que está bien.',
          'Que espera visitas todas las noches y prepara comida de sobra para ellas.',
          'Que se le olvida cuántas personas viven en la casa desde que se cambiaron.',
          'Que Felipe volverá pronto.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué el registro de esta carta es informal?',
        alternativas: [
          'Porque está escrita a mano y no en computador.',
          'Porque tiene lugar y fecha, saludo, cuerpo, despedida y firma.',
          'Porque la escribe una estudiante de enseñanza media en su casa.',
          'Porque usa un trato cercano, expresiones cotidianas y confidencias familiares.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la carta, ¿qué quiere decir Antonia con «Te voy a confesar algo»?',
        alternativas: [
          'Que va a pedir perdón por sacar el chaleco de su hermano sin permiso.',
          'Que le va a contar un secreto de sus padres que Felipe no debe repetir.',
          'Que va a revelar un sentimiento íntimo que le cuesta expresar.',
          'Que va a mentir.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Antonia dice que prefirió escribir una carta a mano en vez de enviar un mensaje. ¿Estás de acuerdo con su decisión? Fundamenta con lo que la carta le permitió expresar.',
      pauta:
        '6 puntos: toma una postura clara y la fundamenta con rasgos de la carta (se guarda y se relee, permite decir por escrito lo que no se diría en persona, como la confesión del miedo a que Felipe cambie), con referencias precisas al texto. 4 puntos: postura fundamentada con una referencia vaga. 2 puntos: postura sin fundamento. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una carta personal de 10 a 12 líneas a alguien que esté lejos de ti. Incluye lugar y fecha, saludo, un cuerpo que cuente novedades y exprese un sentimiento con un detalle concreto, preguntas a tu destinatario, despedida, firma y una posdata.',
      pauta:
        '6 puntos: la carta tiene todas sus partes, un registro cercano adecuado al destinatario, novedades y un sentimiento expresado con detalles concretos, preguntas pertinentes y a lo más dos errores de ortografía o puntuación. 4 puntos: falta una parte o los sentimientos se nombran sin detalles. 2 puntos: texto sin formato de carta. 0 puntos: no responde.',
    },
  },
  // ——— Plays ———
  {
    titulo: 'Se vende casa con vista al mar',
    kind: 'narrativo',
    band: 3,
    generos: ['teatro'],
    subgenero: 'comedia',
    parrafos: [
      'Comedia en un acto. Personajes: DON RAÚL, corredor de propiedades, muy elegante y exagerado; SEÑORA ELENA, compradora desconfiada; PEDRO, su hijo de quince años, que lo revisa todo.',
      '(El living vacío de una casa pequeña en un cerro de Valparaíso. Las paredes tienen manchas de humedad. En la pared del fondo hay una ventana cubierta con una cortina gruesa. Suena un timbre desafinado. Entra DON RAÚL, abriendo los brazos como si presentara un palacio.)',
      'DON RAÚL: ¡Adelante, adelante! Bienvenidos a la casa de sus sueños. Luminosa, amplia y, lo mejor de todo, ¡con vista al mar!',
      'SEÑORA ELENA: (Mirando el techo.) ¿Y esa mancha?',
      'DON RAÚL: ¿Esa? Es un detalle artístico. La dueña anterior era pintora. Muy moderna.',
      'PEDRO: (Tocando la pared.) Mamá, está mojada.',
      'DON RAÚL: (Rápido.) Es pintura fresca. ¡Como le dije, una artista!',
      'SEÑORA ELENA: Don Raúl, en el aviso decía «amplia». Aquí caben dos sillas y un gato, si el gato es flaco.',
      'DON RAÚL: Amplia de espíritu, señora. Las casas grandes son frías; esta es acogedora. Aquí la familia está siempre unida, quiera o no quiera.',
      'PEDRO: (Abriendo una puerta, que se sale de las bisagras y queda en sus manos.) ¿Y esto también es acogedor?',
      'DON RAÚL: (Tomando la puerta y apoyándola contra la pared con mucho cuidado.) Es una puerta removible. Última tecnología. Se saca para limpiarla.',
      'SEÑORA ELENA: (Cruzándose de brazos.) Bueno, vamos a lo importante. Usted me prometió vista al mar.',
      'DON RAÚL: (Con tono solemne, caminando hacia la ventana.) Señora Elena, prepárese para el momento más emocionante de su vida. (Pausa. Tira de la cortina con un gesto teatral. Detrás de la ventana se ve un muro de ladrillos a medio metro.) ¡Aquí la tiene!',
      '(Silencio. La SEÑORA ELENA y PEDRO miran el muro sin decir nada.)',
      'PEDRO: Es una pared.',
      'DON RAÚL: Es una pared… por ahora. Pero si uno se asoma así (se inclina peligrosamente por la ventana, estirando el cuello hacia la izquierda), entre el muro y el poste, se ve un pedacito azul. ¿Lo ven? ¡Eso es el Pacífico!',
      'SEÑORA ELENA: (Se asoma también, sin ganas.) Eso es el techo de la casa del vecino, pintado de azul.',
      'DON RAÚL: (Sin perder la sonrisa.) El mar es un estado de ánimo, señora.',
      'PEDRO: (Que ha seguido revisando, desde otra pieza.) ¡Mamá, ven a ver esto! Desde el baño sí se ve el mar. Se ve todo el puerto, los barcos, las grúas… ¡es increíble!',
      '(La SEÑORA ELENA sale hacia el baño. DON RAÚL, sorprendido, la sigue. Se oyen sus voces desde fuera.)',
      'SEÑORA ELENA: (Desde fuera.) ¡Es verdad! ¡Qué maravilla!',
      'DON RAÚL: (Volviendo a escena, solo, hablándole al público.) Veinte años vendiendo casas… y nunca se me ocurrió mirar por la ventana del baño. (Se arregla la corbata.) Bueno, el precio acaba de subir.',
      '(Telón.)',
    ],
    preguntas: [
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el texto entre paréntesis que va después de la lista de personajes?',
        alternativas: [
          'Es una acotación que describe el espacio y la entrada de un personaje.',
          'Es un diálogo entre don Raúl y la señora Elena sobre el precio de la casa.',
          'Es la opinión del autor sobre los corredores de propiedades de Valparaíso.',
          'Es el desenlace.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué problema enfrenta a los personajes de «Se vende casa con vista al mar»?',
        alternativas: [
          'Pedro quiere vivir en Valparaíso y su madre prefiere quedarse en su casa de siempre.',
          'Don Raúl exagera las virtudes de una casa en mal estado y la compradora no le cree.',
          'La dueña anterior de la casa quiere recuperarla antes de que la vendan.',
          'El vecino pintó su techo de azul para engañar a los compradores de casas de todo el cerro.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué recurso cómico predomina en las respuestas de don Raúl?',
        alternativas: [
          'La repetición de un mismo chiste sobre el gato flaco de la señora Elena.',
          'El uso de palabras en otros idiomas que nadie entiende.',
          'Las explicaciones exageradas y absurdas que transforman cada defecto en virtud.',
          'Los golpes y caídas.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué el final de la obra es sorpresivo?',
        alternativas: [
          'Porque la señora Elena descubre que don Raúl le mintió sobre la pintura de la pared.',
          'Porque Pedro rompe la puerta y tienen que pagarla antes de irse de la casa.',
          'Porque don Raúl confiesa al público que la casa no tiene vista al mar.',
          'Porque la casa sí tiene vista al mar, pero desde donde nadie la buscaba.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'Cuando don Raúl dice «Amplia de espíritu, señora», ¿qué intenta hacer?',
        alternativas: [
          'Reconocer que la casa es muy pequeña y ofrecer un descuento.',
          'Disimular que la casa es pequeña con una frase ingeniosa.',
          'Explicar que la casa tiene muchas piezas que todavía no han visto.',
          'Cambiar de tema.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué critica o muestra esta comedia de una situación cotidiana? Explica tu interpretación con dos momentos de la obra.',
      pauta:
        '6 puntos: plantea una interpretación coherente (por ejemplo, la exageración de los vendedores, la publicidad engañosa o que lo valioso está donde no se busca) y la apoya con dos momentos precisos de la obra. 4 puntos: interpretación con un momento. 2 puntos: interpretación sin apoyo en el texto. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una escena de comedia de 10 a 12 líneas con dos o tres personajes en una situación cotidiana (una compra, una entrevista, una visita). Incluye la lista de personajes, una acotación inicial que describa el espacio, diálogos con un malentendido o una exageración, al menos dos acotaciones de gestos y un final sorpresivo.',
      pauta:
        '6 puntos: la escena tiene lista de personajes, acotación inicial, diálogos bien marcados, un recurso cómico claro, dos acotaciones de gestos y un final sorpresivo, con a lo más dos errores de ortografía o puntuación. 4 puntos: falta un elemento o el humor no se sostiene. 2 puntos: texto narrativo sin formato dramático. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La tormenta de Caleta Oscura',
    kind: 'narrativo',
    band: 3,
    generos: ['teatro'],
    subgenero: 'tragedia',
    parrafos: [
      'Tragedia en un acto (fragmento). Personajes: ANSELMO, pescador viejo y orgulloso; LUCÍA, su hija; EL CAPITÁN DE PUERTO; CORO de mujeres de la caleta.',
      '(Una caleta del sur al amanecer. Cielo negro, viento fuerte. En el muelle, un bote azul con el nombre «Esperanza». ANSELMO prepara las redes. Al fondo, las mujeres del CORO miran el mar envueltas en chales oscuros.)',
      'CORO: Mar de Caleta Oscura, que das el pan y lo quitas, ¿a quién llamas hoy con tu voz de trueno? Las gaviotas no salieron. Los perros no ladran. Hasta el viento parece advertirnos.',
      'LUCÍA: (Entrando, sin aliento.) Padre, la radio lo dijo otra vez: marejadas de seis metros. El puerto está cerrado. Nadie va a salir hoy.',
      'ANSELMO: (Sin mirarla, anudando la red.) Nadie, dices. Por eso mismo. Cuando los demás se quedan en tierra, el mar es de quien se atreve. Cuarenta años llevo saliendo, Lucía. Conozco estas aguas mejor que la radio.',
      'LUCÍA: Le debemos al banco, lo sé. Pero no le debemos la vida.',
      'ANSELMO: (Se detiene. Habla bajo, con dureza.) No me hables de deudas. Tu abuelo salió con peor tiempo y volvió con el bote lleno. En esta familia no nos escondemos del mar.',
      '(Entra el CAPITÁN DE PUERTO, con impermeable y una carpeta bajo el brazo.)',
      'CAPITÁN DE PUERTO: Don Anselmo, vengo a pedírselo por última vez. La autoridad marítima prohibió la salida de embarcaciones. Si sale, no solo arriesga su vida: arriesga la de quienes tendríamos que ir a buscarlo.',
      'ANSELMO: Usted tiene papeles, capitán. Yo tengo el mar en la sangre. Mi padre y mi abuelo murieron viejos, en su cama, después de salir con tormentas peores que esta.',
      'CORO: Así habla el hombre cuando el orgullo le tapa los oídos. Escucha la voz de la hija, del amigo, de la ley, y solo oye el eco de la suya.',
      'LUCÍA: (Tomándolo del brazo.) Entonces llévame con usted. Si el mar es de los que se atreven, yo también me atrevo.',
      'ANSELMO: (Por primera vez duda. La mira largamente.) No. Tú te quedas.',
      'LUCÍA: ¿Por qué? ¿Porque es peligroso? Entonces usted lo sabe, padre. Sabe que no debería salir.',
      '(Silencio. Solo se oye el viento. ANSELMO suelta la red, mira el mar, luego a su hija. Da un paso hacia el bote.)',
      'CORO: Un paso hacia el agua, un paso hacia la tierra. Entre los dos, toda una vida. Mujeres de la caleta, no miremos: hay decisiones que el mar no perdona.',
      'ANSELMO: (Subiendo al bote, sin volverse.) Tu abuelo volvió, Lucía. Yo también voy a volver.',
      '(LUCÍA cae de rodillas en el muelle. El CAPITÁN se quita la gorra. El bote se aleja hacia la oscuridad. Las mujeres del CORO se cubren el rostro con sus chales. Oscuridad total. Se oye solo el mar.)',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Qué función cumple el coro de mujeres en esta tragedia?',
        alternativas: [
          'Narra lo que pasó con el bote después de que se fue.',
          'Comenta la acción y anticipa el destino del protagonista.',
          'Representa a los dueños del banco que le prestaron dinero a Anselmo para comprar su bote.',
          'Da las órdenes de la autoridad marítima.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Cuál es el rasgo de Anselmo que lo lleva a su decisión trágica?',
        alternativas: [
          'El miedo al mar, que nunca se atrevió a confesarle a su hija Lucía.',
          'La ignorancia, porque no sabía que había marejadas de seis metros.',
          'La obediencia a la autoridad del capitán de puerto.',
          'El orgullo, que le impide escuchar a su hija, al capitán y a la ley.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué aporta la acotación final, «Oscuridad total. Se oye solo el mar.»?',
        alternativas: [
          'Sugiere el desenlace trágico sin mostrarlo.',
          'Indica que la obra continúa al día siguiente con el regreso feliz de Anselmo al muelle.',
          'Explica que se cortó la luz en la caleta a causa de la tormenta.',
          'Describe la ropa que usan los personajes en la última escena de la obra.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Por qué es importante la pregunta de Lucía «¿Porque es peligroso?»?',
        alternativas: [
          'Porque demuestra que Lucía no entiende nada de la pesca ni del mar.',
          'Porque convence a Anselmo de quedarse en tierra.',
          'Porque deja en evidencia que Anselmo sabe que salir es un error.',
          'Porque hace reír al público en medio de la tensión de la escena del muelle.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la tragedia, ¿qué son las «marejadas»?',
        alternativas: [
          'Lluvias intensas que caen sobre la caleta.',
          'Redes de pesca muy grandes que se usan para pescar mar adentro.',
          'Corrientes de agua dulce que llegan al mar desde los ríos.',
          'Movimientos fuertes del mar, con olas altas.',
        ],
        correcta: 3,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué problema humano expresa «La tormenta de Caleta Oscura» y por qué sigue vigente hoy? Fundamenta con dos intervenciones de los personajes o del coro.',
      pauta:
        '6 puntos: identifica un problema humano (el orgullo que impide escuchar, el peso de la tradición familiar, la presión de las deudas frente a la vida) y explica su vigencia con un ejemplo actual, fundamentándolo con dos intervenciones pertinentes. 4 puntos: problema y una intervención, o sin vigencia explicada. 2 puntos: respuesta sin fundamento en la obra. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe la escena siguiente de «La tormenta de Caleta Oscura», de 10 a 12 líneas: al día siguiente, en el muelle. Incluye una acotación que describa el espacio, un diálogo entre Lucía y el capitán de puerto, una intervención del coro y al menos dos acotaciones de gestos o sonidos.',
      pauta:
        '6 puntos: la escena es coherente con la obra, tiene acotación inicial, un diálogo bien marcado, una intervención del coro que comenta la acción y dos acotaciones pertinentes, con a lo más dos errores de ortografía o puntuación. 4 puntos: falta un elemento o hay incoherencias con la obra. 2 puntos: relato sin formato dramático. 0 puntos: no responde.',
    },
  },
  // ——— Research: a research log, study notes and the study of a new genre ———
  {
    titulo: 'Bitácora de investigación: palabras del mapudungun en nuestro castellano',
    kind: 'informativo',
    band: 3,
    generos: ['investigacion'],
    parrafos: [
      'Bitácora de investigación de Javiera Millán, 7° básico B. Asignatura: Lengua y Literatura. Fecha de entrega: 30 de junio.',
      '1. Tema y pregunta. Después de leer en clases un relato sobre el origen del copihue, quise saber cuántas palabras que usamos en Chile vienen del mapudungun. El tema era muy amplio, así que la profesora me ayudó a delimitarlo. Mi pregunta final quedó así: ¿qué palabras del mapudungun usamos hoy en el castellano de Chile, y en qué ámbitos de la vida aparecen?',
      '2. Búsqueda. En la biblioteca del liceo busqué en el catálogo con las palabras clave «mapudungun», «préstamos» y «castellano de Chile». Encontré un diccionario de chilenismos y un libro sobre la historia del castellano en Chile. En internet usé las mismas palabras clave y agregué «origen de palabras». Aparecieron miles de resultados, así que revisé solo los diez primeros y anoté quién publicaba cada página.',
      '3. Evaluación de las fuentes. Descarté un blog sin autor ni fecha que decía que «casi la mitad» de nuestras palabras viene del mapudungun, porque no indicaba de dónde sacaba ese dato y ningún otro texto lo confirmaba. También descarté un video de un canal de curiosidades, porque mezclaba palabras del quechua con palabras del mapudungun. Me quedé con tres fuentes: el diccionario de chilenismos, el libro de historia del castellano y el Diccionario de la lengua española, que indica el origen de cada palabra. Para saber si bastaban, me pregunté si podía responder mi pregunta solo con ellas. Como me faltaban ejemplos de nombres de lugares, agregué un artículo de una revista universitaria escrito por una lingüista.',
      '4. Organización de la información. Ordené las palabras que encontré en cuatro categorías. Naturaleza: nombres de plantas, como copihue, quillay, coigüe y maqui, y de animales, como pudú, huemul, loica y queltehue; fue la categoría más grande. Vida cotidiana: encontré pocas palabras, como ruca, que hoy también nombra cualquier choza sencilla. Lugares: muchos nombres del sur se forman con la palabra mapuche que significa «agua», como Curicó o Temuco. Y, por último, palabras de la cultura mapuche que se conocen con su nombre original, como machi, la persona que sana y guía la vida espiritual de su comunidad.',
      '5. Conclusión. Mi investigación muestra que el mapudungun está presente en nuestro castellano, sobre todo en los nombres de la naturaleza y de los lugares, aunque no en la cantidad exagerada que afirmaba el blog. También aprendí que muchas personas usan estas palabras sin saber de dónde vienen.',
      '6. Bibliografía. Registré cada fuente con su autor, título, año, editorial o sitio web, y la fecha de consulta en el caso de las páginas de internet, con el formato que acordamos en clases.',
      '7. Comunicación de los resultados. Presentaré lo que aprendí en una exposición de cuatro minutos con un mapa de Chile donde marcaré los lugares con nombres en mapudungun.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'estructura',
        enunciado: '¿Por qué Javiera tuvo que delimitar su tema antes de buscar información?',
        alternativas: [
          'Porque la biblioteca del liceo no tenía libros sobre el mapudungun ni sobre el castellano de Chile.',
          'Porque el tema era muy amplio y necesitaba una pregunta precisa que guiara la búsqueda.',
          'Porque la profesora le prohibió investigar sobre el origen del copihue.',
          'Porque ya sabía la respuesta.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Evaluar',
        foco: 'inferir',
        enunciado:
          '¿Por qué fue correcto descartar el blog que decía que «casi la mitad» de nuestras palabras viene del mapudungun?',
        alternativas: [
          'Porque no tenía autor ni fecha, no citaba de dónde sacaba el dato y ninguna otra fuente lo confirmaba.',
          'Porque los blogs nunca tienen información verdadera sobre ningún tema, ni siquiera cuando los escriben especialistas.',
          'Porque decía algo distinto de lo que Javiera pensaba antes de investigar.',
          'Porque era muy largo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cómo organizó Javiera la información que reunió?',
        alternativas: [
          'En orden alfabético, desde la palabra «coigüe» hasta la palabra «queltehue».',
          'Según la fuente de donde sacó cada palabra: primero las de los libros de la biblioteca y después las de internet.',
          'En cuatro categorías según el ámbito: naturaleza, vida cotidiana, lugares y cultura mapuche.',
          'En una sola lista.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Para qué agregó Javiera el artículo de la revista universitaria?',
        alternativas: [
          'Para reemplazar el Diccionario de la lengua española, que no indicaba el origen de las palabras.',
          'Para tener más páginas en la bibliografía y obtener una mejor nota.',
          'Para confirmar el dato del blog sobre «casi la mitad» de las palabras.',
          'Porque sus fuentes no bastaban: le faltaban ejemplos de nombres de lugares.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la bitácora, ¿qué es la «bibliografía»?',
        alternativas: [
          'El resumen de las ideas principales de la investigación.',
          'La lista de las fuentes consultadas, con sus datos.',
          'Un libro que cuenta la vida de una persona famosa.',
          'La sección de la biblioteca donde están los diccionarios.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Responde la conclusión de Javiera la pregunta que se planteó al comienzo? Evalúala y propón una mejora para su investigación.',
      pauta:
        '6 puntos: compara la conclusión con la pregunta (qué palabras y en qué ámbitos), juzga si la responde con fundamento en la bitácora y propone una mejora pertinente (más ejemplos por categoría, consultar a hablantes de mapudungun, una fuente más sobre la vida cotidiana). 4 puntos: evaluación fundamentada sin mejora, o mejora sin evaluación. 2 puntos: opinión sin referencia a la bitácora. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe en 10 a 12 líneas el plan de una investigación sobre un tema de lengua o literatura que te interese: el tema delimitado en una pregunta, las palabras clave que usarás, dos fuentes que consultarías y por qué serían confiables, cómo organizarás la información y cómo comunicarás los resultados.',
      pauta:
        '6 puntos: el plan tiene una pregunta delimitada, palabras clave pertinentes, dos fuentes con un criterio de confiabilidad explicado, una forma de organizar la información y de comunicar los resultados, con a lo más dos errores de ortografía o puntuación. 4 puntos: falta uno de los elementos. 2 puntos: tema sin plan. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Apuntes de una charla: Gabriela Mistral, maestra y poeta',
    kind: 'informativo',
    band: 3,
    generos: ['investigacion'],
    parrafos: [
      'Apuntes de Diego Araya, 8° básico A, de la charla que dio el martes en el liceo la encargada de la Biblioteca Regional. Los tomó para estudiar para la prueba de Lengua y Literatura y luego los ordenó en casa.',
      'Idea central de la charla: Gabriela Mistral fue maestra toda su vida, también cuando escribía poesía, y su obra une el amor por los niños, la naturaleza de América y el dolor.',
      'Primera parte: su vida. Nació en Vicuña en 1889 y se llamaba Lucila Godoy Alcayaga. Pasó su infancia en el valle de Elqui, en Montegrande (dato clave: siempre recordó ese paisaje y lo nombra en sus poemas). Trabajó como profesora en escuelas rurales y luego como directora de liceos en varias ciudades, desde Punta Arenas hasta Temuco, donde conoció a un joven Pablo Neruda. Después vivió muchos años fuera de Chile como cónsul.',
      'Segunda parte: su obra. Libros principales: «Desolación» (1922), «Ternura» (1924), «Tala» (1938) y «Lagar» (1954). Temas que se repiten: la infancia, la maternidad, la muerte, la naturaleza y los pueblos de América. La expositora leyó «Dame la mano», una ronda para niños, y explicó que Mistral escribió rondas y canciones de cuna porque pensaba que la poesía debía entrar en la escuela. (Buscar el poema completo en la biblioteca.)',
      'Tercera parte: su reconocimiento. En 1945 recibió el Premio Nobel de Literatura. Fue la primera persona de América Latina en obtenerlo. En Chile, el Premio Nacional de Literatura le llegó recién en 1951. La expositora preguntó por qué habrá tardado tanto el reconocimiento en su propio país, y dijo que esa pregunta la dejaba para que la pensáramos.',
      'Preguntas del público. Una estudiante preguntó si Mistral había escrito solo poesía. La expositora respondió que no: también escribió cientos de textos en prosa para diarios y revistas, que ella llamaba «recados», sobre la educación, la infancia, la tierra y los pueblos de América. (Anotar: buscar un recado para la próxima clase.)',
      'Palabras que no conocía: «cónsul», persona que representa a su país en una ciudad extranjera; «ronda», poema para cantar y bailar en círculo, tomados de la mano.',
      'Esquema para estudiar. Gabriela Mistral → vida (Vicuña, 1889; Elqui; maestra; cónsul), obra (cuatro libros principales; temas: infancia, maternidad, muerte, naturaleza, América), reconocimiento (Nobel, 1945; Premio Nacional, 1951).',
      'Resumen en mis palabras. Gabriela Mistral, nacida en el valle de Elqui, fue profesora y poeta. En sus libros escribió sobre la infancia, la naturaleza y el dolor, y creó rondas para que la poesía llegara a los niños. Fue la primera latinoamericana en ganar el Nobel de Literatura, en 1945, aunque en Chile fue premiada después.',
      'Dudas para preguntar a la profesora: ¿qué significa el título «Tala»? ¿Por qué se cambió el nombre?',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Con qué propósito tomó y ordenó Diego estos apuntes?',
        alternativas: [
          'Para publicar una biografía de Gabriela Mistral en el diario mural.',
          'Para estudiar para la prueba de Lengua y Literatura.',
          'Para corregir los errores de la expositora de la Biblioteca Regional.',
          'Para entrevistar a la encargada de la biblioteca sobre su trabajo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué diferencia hay entre el esquema y el resumen de los apuntes?',
        alternativas: [
          'El esquema cuenta la vida de Mistral en orden cronológico y el resumen, sus poemas.',
          'El resumen copia textualmente la charla y el esquema la comenta con opiniones de Diego.',
          'No hay diferencia: ambos dicen lo mismo con las mismas palabras y en el mismo formato.',
          'El esquema ordena las ideas con palabras clave y flechas; el resumen las redacta en un párrafo.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: 'Según los apuntes, ¿por qué Gabriela Mistral escribió rondas y canciones de cuna?',
        alternativas: [
          'Porque pensaba que la poesía debía entrar en la escuela.',
          'Porque el Premio Nobel se lo exigía.',
          'Porque fue cónsul en muchos países y extrañaba las canciones de Chile.',
          'Porque no sabía escribir poemas largos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Para qué sirve la sección «Palabras que no conocía»?',
        alternativas: [
          'Para anotar las palabras que la expositora pronunció mal durante la charla.',
          'Para registrar el significado de términos nuevos y comprender mejor lo estudiado.',
          'Para hacer una lista de los títulos de los libros de Gabriela Mistral.',
          'Para ordenar la bibliografía de la investigación según el formato acordado en clases.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Evaluar',
        foco: 'estructura',
        enunciado: '¿Qué información de la charla dejó Diego fuera de su resumen?',
        alternativas: [
          'Que Mistral nació en el valle de Elqui.',
          'Que fue la primera latinoamericana en ganar el Nobel de Literatura.',
          'Que conoció a Pablo Neruda en Temuco y los títulos de sus libros.',
          'Que fue profesora y poeta.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Son útiles estos apuntes para estudiar? Evalúalos: nombra dos recursos que Diego usó bien y una mejora que les harías.',
      pauta:
        '6 puntos: identifica dos recursos útiles (idea central, partes con títulos, datos clave destacados, vocabulario, esquema, resumen propio, dudas anotadas) explicando para qué sirven, y propone una mejora pertinente (anotar la fuente y la fecha, incluir un verso del poema, responder sus dudas). 4 puntos: dos recursos sin mejora, o un recurso y una mejora. 2 puntos: opinión general sin referencias. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Elige un texto informativo que hayas leído este año y escribe sus apuntes de estudio en 10 a 12 líneas: la idea central, las ideas principales de cada parte, dos palabras nuevas con su significado, un esquema breve y un resumen de tres oraciones con tus palabras.',
      pauta:
        '6 puntos: los apuntes presentan la idea central, ordenan las ideas principales por partes, explican dos palabras, incluyen un esquema coherente y un resumen propio sin copiar el texto, con a lo más dos errores de ortografía. 4 puntos: falta el esquema o el resumen copia el texto. 2 puntos: lista desordenada de datos. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Investigar un género antes de escribirlo: la reseña de un libro',
    kind: 'informativo',
    band: 3,
    generos: ['investigacion'],
    parrafos: [
      'Ficha de trabajo de Constanza Pérez, 2° medio C. Tarea: escribir por primera vez una reseña de un libro para la revista digital del liceo. Antes de escribirla, la profesora nos pidió investigar cómo es el género.',
      'Paso 1. ¿Qué sé del género? Sabía que una reseña habla de un libro, una película o un disco, pero no sabía en qué se diferencia de un resumen. Pensaba que era lo mismo. Tampoco sabía si se podía escribir en primera persona ni cuánto se podía contar de la historia sin arruinarle la sorpresa a quien no la ha leído.',
      'Paso 2. Reunir ejemplos. Leí tres reseñas de libros juveniles: una en el suplemento cultural de un diario, otra en la página de una biblioteca pública y otra en el blog de una joven lectora que sigo. Elegí ejemplos de medios distintos para ver qué tienen en común y qué cambia según dónde se publican.',
      'Paso 3. Comparar y anotar las características. Las tres reseñas comienzan con los datos del libro: título, autor o autora, editorial y, a veces, el año. Luego presentan brevemente la historia, pero sin contar el final; la del diario incluso advierte que no quiere arruinar la lectura. La parte más larga es la valoración: quien escribe da su opinión y la justifica con ejemplos concretos del libro (un personaje bien construido, un capítulo que emociona, un final apresurado). Todas terminan con una recomendación, a veces indicando para qué lectores es el libro.',
      'Paso 4. Lo que cambia. La reseña del diario usa un registro formal y la del blog es más cercana, con preguntas al lector y humor. La de la biblioteca es la más breve, porque solo busca orientar a quienes van a pedir libros. Concluí que la estructura se mantiene, pero el registro y la extensión se adaptan al medio y al público.',
      'Paso 5. Diferencia con el resumen. Un resumen cuenta de qué trata un texto de la forma más objetiva posible; una reseña, en cambio, informa y evalúa. Su propósito principal es orientar la decisión de otros lectores.',
      'Paso 6. Mi pauta para escribir. Con lo que investigué preparé una lista para revisar mi texto: ¿están los datos del libro?, ¿presento la historia sin revelar el final?, ¿mi opinión tiene al menos dos razones con ejemplos?, ¿recomiendo el libro a un público preciso?, ¿el registro es adecuado para una revista escolar?',
      'Paso 7. Primer párrafo de mi reseña, que todavía debo completar y revisar con mi pauta. «"La bicicleta de Bruno" (Editorial Andes, 2021), de Teresa Leiva, cuenta la historia de un niño de Chiloé que decide recorrer la isla para encontrar a su padre. Lo que parece una aventura sencilla se convierte, capítulo a capítulo, en un viaje sobre el perdón».',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Por qué Constanza investigó el género antes de escribir su reseña?',
        alternativas: [
          'Porque la profesora le pidió copiar una reseña publicada en el suplemento cultural de un diario.',
          'Porque quería escribir un resumen del libro «La bicicleta de Bruno».',
          'Porque era un género nuevo para ella y necesitaba conocer sus características.',
          'Porque no había leído ningún libro.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Por qué Constanza eligió reseñas publicadas en medios distintos?',
        alternativas: [
          'Para ver qué tienen en común y qué cambia según el medio donde se publican.',
          'Porque en la biblioteca del liceo no había ninguna reseña de libros juveniles.',
          'Para elegir la reseña más larga y usarla como modelo único.',
          'Porque la bloguera recomendaba el libro.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'localizar',
        enunciado: 'Según la ficha, ¿qué diferencia a una reseña de un resumen?',
        alternativas: [
          'La reseña cuenta el final del libro y el resumen, en cambio, lo oculta para no arruinar la lectura a nadie.',
          'El resumen es siempre más largo que la reseña, porque explica todos los capítulos.',
          'No hay diferencia entre ambos géneros.',
          'La reseña informa y evalúa para orientar a otros lectores; el resumen solo cuenta de qué trata.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué concluyó Constanza al comparar el registro de las tres reseñas?',
        alternativas: [
          'Que solo la reseña del diario está bien escrita, porque usa un registro formal.',
          'Que la estructura se mantiene, pero el registro y la extensión se adaptan al medio y al público.',
          'Que las reseñas de internet no tienen estructura.',
          'Que el humor está prohibido en las reseñas, incluso en las que se publican en blogs y revistas escolares.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Aplicar',
        foco: 'estructura',
        enunciado: 'Según la pauta de Constanza, ¿qué le falta al primer párrafo de su reseña para estar completa?',
        alternativas: [
          'Los datos del libro: título, autora y editorial.',
          'La presentación de la historia sin revelar el final.',
          'La valoración con razones y ejemplos, y la recomendación.',
          'El nombre del protagonista y el lugar donde transcurre la historia.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Te parece útil el método que siguió Constanza para abordar un género nuevo? Evalúalo y explica cómo lo aplicarías a otro género que no hayas escrito nunca.',
      pauta:
        '6 puntos: evalúa el método con fundamento (reunir ejemplos de medios distintos, comparar, distinguir de géneros parecidos, convertir lo aprendido en una pauta) y lo aplica con precisión a otro género (una crónica, un guion radial, una entrevista), nombrando qué buscaría en los ejemplos. 4 puntos: evaluación fundamentada sin aplicación, o aplicación sin evaluación. 2 puntos: opinión general sin referencia a la ficha. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe una reseña de 10 a 12 líneas de un libro, una película o una serie que conozcas, para la revista de tu liceo. Incluye los datos de la obra, una presentación breve sin revelar el final, una valoración con dos razones y ejemplos, y una recomendación para un público preciso.',
      pauta:
        '6 puntos: la reseña tiene los datos de la obra, presenta la historia sin revelar el final, valora con dos razones apoyadas en ejemplos concretos, recomienda a un público preciso, usa un registro adecuado a la revista y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta la recomendación o una razón, o revela el final. 2 puntos: resumen sin valoración. 0 puntos: no responde.',
    },
  },
  // ——— An essay and a speech, for the argumentative objectives of 1° and 2° Medio ———
  {
    titulo: 'Ensayo: la espera, un tema que la literatura no deja de contar',
    kind: 'informativo',
    band: 3,
    generos: ['opinion'],
    parrafos: [
      'La espera, un tema que la literatura no deja de contar',
      'Por Valentina Soto, 2° medio A',
      'Vivimos en una época que detesta esperar. Si un video tarda tres segundos en cargar, lo cerramos; si alguien no responde un mensaje en diez minutos, nos inquietamos. Resulta curioso, entonces, que la literatura vuelva una y otra vez a personajes que esperan. En este ensayo sostengo que la espera no es, en los textos literarios, un tiempo vacío, sino el momento en que los personajes revelan quiénes son y qué les importa.',
      'Un primer ejemplo es el cuento «La última micro», que leímos este semestre. Catalina espera de noche en un paradero junto a un anciano desconocido. En apariencia no pasa nada: la micro se atrasa, el celular se apaga, las luces de los negocios se extinguen. Sin embargo, es en esa espera donde el anciano revela su historia de chofer y su costumbre de vigilar, como piensa Catalina, «que nadie se quedara sin volver a casa». Si la micro hubiera pasado a la hora, Catalina nunca habría conocido esa forma silenciosa de cuidar a los demás.',
      'El poema «Los cerros encendidos» ofrece un segundo ejemplo, esta vez desde la lírica. El hablante recuerda a su padre, que bajaba cada madrugada al puerto, y la luz que su madre dejaba encendida para él. La espera se vuelve aquí un símbolo: las ventanas de Valparaíso ya no le parecen casas, sino «faros» que esperan a alguien «que todavía viene subiendo». La espera, en este caso, expresa el amor de una familia mejor que cualquier declaración.',
      'Podría objetarse que estos son solo dos textos y que en muchas obras la espera es apenas una pausa entre acciones más importantes. Es cierto que no toda espera literaria tiene el mismo peso. Pero basta recordar obras que todos conocemos, como la «Odisea», donde Penélope espera a Ulises durante veinte años tejiendo y destejiendo, para advertir que la literatura ha convertido la espera en uno de sus temas más antiguos. Lo que cambia de una época a otra es quién espera y qué se espera, no la importancia del tema.',
      'Quizás la literatura insiste en la espera precisamente porque nuestra vida cotidiana la evita. Leer sobre personajes que esperan nos obliga a detenernos con ellos, a observar los detalles que normalmente pasamos por alto: una bolsa de género, un termo de té, una luz en la cocina. En esos detalles está, muchas veces, el sentido de la obra.',
      'En conclusión, la espera en la literatura no es tiempo perdido: es el espacio donde se revelan los vínculos, los miedos y los afectos de los personajes. Tal vez, la próxima vez que un video tarde en cargar, podríamos recordar a Catalina en su paradero y descubrir que esperar también puede ser una forma de mirar.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es la hipótesis que sostiene la autora del ensayo?',
        alternativas: [
          'Que los jóvenes de hoy ya no tienen paciencia para leer obras literarias largas ni poemas.',
          'Que en la literatura la espera revela quiénes son los personajes y qué les importa.',
          'Que «La última micro» es un cuento mejor que el poema «Los cerros encendidos».',
          'Que la espera es un tiempo vacío.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué función cumplen los párrafos sobre «La última micro» y «Los cerros encendidos»?',
        alternativas: [
          'Resumen los dos textos completos para que el lector no necesite leerlos.',
          'Presentan la opinión de otros autores que contradicen la hipótesis.',
          'Aportan evidencias de textos literarios que respaldan la hipótesis.',
          'Cierran el ensayo.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Cómo responde la autora a la objeción de que «estos son solo dos textos»?',
        alternativas: [
          'Admite que no toda espera pesa igual, pero recuerda la «Odisea»: el tema es antiguo.',
          'Acepta que su hipótesis es falsa y cambia de postura en la conclusión de todo su ensayo.',
          'Agrega diez cuentos chilenos más sin explicar ninguno de ellos.',
          'Ignora la objeción y pasa directamente a la conclusión del ensayo.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el ensayo, ¿qué significa que la espera «se vuelve un símbolo» en el poema?',
        alternativas: [
          'Que se dibuja con un signo especial en la página.',
          'Que deja de tener importancia para el hablante lírico del poema.',
          'Que se repite en todas las estrofas con las mismas palabras.',
          'Que representa algo más profundo: el amor de una familia.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué recurso usa la autora al comenzar y al terminar el ensayo?',
        alternativas: [
          'Una cita de un crítico literario famoso.',
          'Una referencia a la vida cotidiana que acerca el tema al lector.',
          'Una pregunta retórica que queda sin responder a lo largo de todo el texto.',
          'Un dato estadístico sobre los hábitos de lectura en Chile.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Son suficientes las evidencias que usa la autora para sostener su hipótesis? Evalúalas y propón otra obra que leíste que podría apoyarla o refutarla.',
      pauta:
        '6 puntos: evalúa la suficiencia de las evidencias (dos textos analizados y una referencia breve a la «Odisea») con un criterio claro y propone otra obra pertinente, explicando cómo apoya o refuta la hipótesis. 4 puntos: evalúa sin proponer otra obra, o la propone sin explicar. 2 puntos: opinión sin referencias al ensayo. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un ensayo breve de 12 a 15 líneas sobre un tema de las lecturas del año (la amistad, el miedo, el viaje, la justicia…). Incluye una introducción con tu hipótesis, dos párrafos con evidencias de textos literarios leídos, una objeción con su respuesta y una conclusión.',
      pauta:
        '6 puntos: el ensayo plantea una hipótesis clara, la sostiene con dos evidencias de textos literarios bien explicadas, responde una objeción, cierra con una conclusión que retoma la hipótesis y tiene a lo más dos errores de ortografía o puntuación. 4 puntos: falta la objeción o una evidencia. 2 puntos: opinión sin evidencias literarias. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Discurso: un liceo que escucha',
    kind: 'informativo',
    band: 3,
    generos: ['opinion'],
    parrafos: [
      'Discurso de Tomás Rivera, presidente del centro de estudiantes, en la ceremonia del aniversario del Liceo Los Robles de Linares.',
      'Señora directora, profesoras y profesores, asistentes de la educación, apoderados, compañeras y compañeros: buenos días.',
      'Hoy nuestro liceo cumple sesenta años. En estas seis décadas, por estas salas han pasado miles de estudiantes que hoy son profesores, agricultores, enfermeras, mecánicos, artistas. Algunos están aquí, entre los apoderados. A todos ellos les debemos algo. Pero no quiero dedicar estas palabras solo a mirar hacia atrás, sino a proponer algo para los próximos años: que este sea un liceo que escucha.',
      '¿Qué significa un liceo que escucha? Significa que las decisiones que nos afectan se tomen también con nosotros. Este año dimos un primer paso. Cuando se decidió cambiar el horario de almuerzo, el equipo directivo nos preguntó a través de una encuesta y más de seiscientos estudiantes respondieron. El nuevo horario no dejó contentos a todos, es verdad, pero todos sabemos por qué se eligió. Esa es la diferencia entre obedecer una regla y entenderla. Y cuando los estudiantes entienden una regla, la cumplen mejor: desde que se cambió el horario, según la inspectoría, los atrasos después del almuerzo bajaron a la mitad.',
      'Algunos dirán que los estudiantes no tenemos la experiencia para opinar sobre la gestión de un liceo. Tienen razón en una cosa: no sabemos todo. Pero sabemos lo que vivimos cada día: cuánto frío hace en las salas del segundo piso en julio, qué talleres quisiéramos tener, por qué algunos compañeros dejan de venir. Nadie conoce mejor esas realidades que quienes las viven. Escucharnos no reemplaza la experiencia de los adultos: la completa.',
      'Por eso, en nombre del centro de estudiantes, propongo tres compromisos para el año que viene. Primero, un consejo escolar abierto una vez por semestre, donde cualquier estudiante pueda presentar una propuesta. Segundo, una encuesta anual sobre la convivencia, cuyos resultados se publiquen completos. Y tercero, un buzón de ideas que se responda, aunque la respuesta sea «no», porque una respuesta negativa con razones también es una forma de respeto.',
      'Compañeras y compañeros, este compromiso no es solo de los adultos. Un liceo que escucha necesita estudiantes que hablen con respeto, que propongan en lugar de solo reclamar y que escuchen también a sus profesores. La participación se aprende participando, igual que se aprende a nadar en el agua y no mirando desde la orilla.',
      'Termino con una imagen. Hace sesenta años, este liceo era una casona con tres salas y un patio de tierra. Quienes lo fundaron imaginaron algo que todavía no existía. Hoy nos toca a nosotros, estudiantes y adultos, imaginar el liceo de los próximos sesenta años. Hagámoslo juntos, escuchándonos. Muchas gracias a todos por escuchar.',
    ],
    preguntas: [
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Cuál es la tesis del discurso de Tomás?',
        alternativas: [
          'Que el liceo debe volver al horario de almuerzo que tenía antes de la encuesta del año.',
          'Que los estudiantes deben dirigir el liceo en lugar de los adultos.',
          'Que la historia del liceo es más importante que su futuro.',
          'Que el liceo debe ser un lugar que escucha y toma decisiones con sus estudiantes.',
        ],
        correcta: 3,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado:
          '¿Qué función cumple el saludo «Señora directora, profesoras y profesores, asistentes de la educación…»?',
        alternativas: [
          'Se dirige a todo el público presente, con un registro formal propio de una ceremonia.',
          'Presenta el primer argumento del discurso sobre la participación de los estudiantes del liceo.',
          'Resume las tres propuestas del centro de estudiantes.',
          'Cierra el discurso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'inferir',
        enunciado: '¿Qué tipo de argumento usa Tomás cuando cuenta la encuesta sobre el horario de almuerzo?',
        alternativas: [
          'Un argumento de autoridad, porque cita a un experto en educación.',
          'Un argumento basado en un ejemplo concreto de la experiencia del liceo.',
          'Una descalificación de quienes no respondieron la encuesta del horario de almuerzo.',
          'Una pregunta retórica.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado:
          '¿Qué hace Tomás en el párrafo que comienza con «Algunos dirán que los estudiantes no tenemos la experiencia…»?',
        alternativas: [
          'Cambia de postura y reconoce que los estudiantes no deberían opinar.',
          'Presenta las tres propuestas del centro de estudiantes para el próximo año.',
          'Anticipa una objeción, reconoce lo que tiene de cierto y la refuta.',
          'Agradece a los fundadores.',
        ],
        correcta: 2,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado:
          'En el discurso, ¿qué significa que escuchar a los estudiantes «no reemplaza» la experiencia de los adultos, sino que «la completa»?',
        alternativas: [
          'Que la opinión de los estudiantes vale más que la de los adultos.',
          'Que los adultos deben dejar de decidir.',
          'Que ambas miradas son necesarias y se suman.',
          'Que los estudiantes deben esperar a ser adultos para opinar sobre el liceo en que estudian.',
        ],
        correcta: 2,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Sintetiza en tres oraciones el discurso de Tomás (tesis, argumentos y propuesta) y luego evalúa si sus argumentos son convincentes.',
      pauta:
        '6 puntos: la síntesis recoge con precisión la tesis (un liceo que escucha), los argumentos (el ejemplo de la encuesta, el conocimiento de lo que se vive) y los tres compromisos, y la evaluación juzga con un criterio claro la fuerza de los argumentos. 4 puntos: síntesis completa sin evaluación fundamentada, o evaluación con síntesis incompleta. 2 puntos: síntesis parcial sin evaluación. 0 puntos: no responde.',
    },
    tarea: {
      enunciado:
        'Escribe un discurso de 12 a 15 líneas para una ceremonia de tu liceo (un aniversario, una graduación, el inicio del año). Incluye un saludo al público, una tesis, dos argumentos (un ejemplo y un dato), una objeción con su respuesta, una propuesta concreta y un cierre con una imagen o un llamado.',
      pauta:
        '6 puntos: el discurso tiene un saludo adecuado al público, una tesis clara, dos argumentos de distinto tipo, una objeción refutada, una propuesta concreta, un cierre eficaz, registro formal y a lo más dos errores de ortografía o puntuación. 4 puntos: falta la objeción o un argumento. 2 puntos: opinión sin estructura de discurso. 0 puntos: no responde.',
    },
  },
]
