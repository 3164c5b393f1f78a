import { group, withText } from './define'

// 2° Medio

const laUltimaMicro = `La última micro
Eran casi las once cuando Tomás subió a la micro que bajaba por la avenida. Iba vacía, salvo por una señora dormida junto a la ventana y el chofer, un hombre canoso que silbaba un bolero con los ojos fijos en el camino.
Tomás se sentó atrás. Tenía en el bolsillo la carta de rechazo de la universidad y la había leído tantas veces que el papel estaba blando como un pañuelo. No quería llegar a la casa. No quería ver la cara de su madre, que había comprado un queque para celebrar.
En el paradero de la plaza, el chofer detuvo la micro, aunque nadie había tocado el timbre. Se dio vuelta y lo miró por el espejo.
—Usted se pasó dos paraderos, joven.
Tomás se sorprendió: no recordaba haberle dicho dónde vivía.
—Lo llevo todos los días a las siete y cuarto —explicó el chofer, como si le leyera el pensamiento—. Siempre con cara de examen.
Tomás se rio por primera vez en el día. Le contó lo de la carta. El chofer escuchó sin interrumpir y, cuando Tomás terminó, encendió el motor.
—Yo di la prueba tres veces —dijo—. A la tercera quedé. Después me salí, porque me di cuenta de que lo que me gustaba era manejar y conversar con la gente. Pero eso no lo habría sabido sin intentarlo.
Dio la vuelta a la plaza y lo dejó frente a su pasaje. Tomás bajó, sacó la carta del bolsillo y, en vez de botarla, la dobló con cuidado y la guardó.`

const suenoAdolescente = `¿Por qué los adolescentes se duermen tarde?
Muchos padres creen que sus hijos adolescentes se acuestan tarde por simple desorden. Sin embargo, la biología ofrece otra explicación.
El cuerpo humano funciona con un reloj interno, llamado ritmo circadiano, que regula cuándo sentimos sueño y cuándo estamos alerta. Una de las señales de este reloj es la melatonina, una hormona que el organismo libera cuando oscurece y que prepara al cuerpo para dormir.
Durante la adolescencia, la liberación de melatonina se retrasa. Por eso, muchos jóvenes no sienten sueño sino hasta bien entrada la noche, aunque estén cansados. El problema es que las clases comienzan temprano: si un estudiante se duerme a la una de la madrugada y se levanta a las seis y media, duerme bastante menos de lo que necesita. Los especialistas recomiendan que los adolescentes duerman entre ocho y diez horas.
Las pantallas empeoran la situación. La luz de celulares y computadores puede retrasar aún más la liberación de melatonina, y las notificaciones mantienen la mente activa cuando debería descansar.
¿Qué se puede hacer? Los expertos sugieren mantener horarios regulares, incluso los fines de semana; dejar las pantallas al menos una hora antes de acostarse, y exponerse a la luz natural durante la mañana. Algunos sistemas escolares han retrasado la hora de inicio de las clases, con resultados positivos en la atención de los estudiantes.
Dormir bien no es un lujo ni una pérdida de tiempo: durante el sueño, el cerebro consolida lo aprendido durante el día.`

const bibliotecaPublica = `La biblioteca pública no es un museo
Cada vez que se discute el presupuesto municipal, alguien pregunta si vale la pena mantener la biblioteca pública. «Hoy todo está en internet», dicen. La pregunta merece una respuesta seria, porque parte de una idea equivocada: que una biblioteca es solo un depósito de libros.
Basta pasar una tarde en cualquier biblioteca de barrio para comprobar lo contrario. Allí hay estudiantes que no tienen un lugar tranquilo en su casa para hacer las tareas, adultos mayores que aprenden a usar un computador, niños que escuchan cuentos los sábados y vecinos que buscan trabajo con ayuda de la bibliotecaria. La biblioteca es, sobre todo, un espacio público y gratuito, algo cada vez más escaso en nuestras ciudades.
Es cierto que internet ofrece una cantidad enorme de información. Pero información no es lo mismo que conocimiento, y no todos tienen conexión, equipos adecuados o las herramientas para distinguir una fuente confiable de una falsa. Precisamente por eso necesitamos más bibliotecas, no menos: lugares donde alguien nos ayude a buscar, a comparar y a leer con criterio.
Cerrar una biblioteca puede parecer un ahorro. En realidad, es un gasto que pagarán, en oportunidades perdidas, quienes más la necesitan.`

const inventario = `Inventario
Mi abuela guardaba botones
en una lata de galletas,
como quien guarda monedas
de un país que ya no existe.
Guardaba también los nombres
de los vecinos que se fueron,
la receta del pan amasado
y el ruido de la lluvia en el zinc.
Cuando se fue, abrimos la lata:
solo había botones.
Lo demás lo llevamos puesto
sin saberlo.`

const huertoEscolar = `Aprender con las manos en la tierra
Hace tres años, el patio trasero del Liceo Las Acacias era un sitio baldío donde se acumulaban sillas rotas. Hoy hay ahí doce camas de cultivo con lechugas, acelgas, habas y tomates, un cajón de compost y un pequeño invernadero construido con botellas plásticas.
La idea surgió en la clase de Biología. «Estábamos estudiando la fotosíntesis y un estudiante preguntó para qué servía aprender eso si nunca había plantado nada», recuerda la profesora Carolina Núñez. Ese mismo mes, el curso presentó un proyecto al centro de padres para comprar herramientas y semillas.
Hoy el huerto es usado por varias asignaturas. En Matemática, los estudiantes calculan áreas y rendimientos; en Lenguaje, escriben bitácoras; en Historia, investigan qué cultivaban los pueblos originarios de la zona. Parte de la cosecha se usa en la cocina del liceo y el resto se vende en una feria mensual para comprar nuevas semillas.
No todo ha sido fácil. Durante el primer verano nadie regó el huerto y se perdió casi toda la siembra. Desde entonces, los apoderados organizan turnos de riego durante las vacaciones.
«Lo más valioso no son las verduras», dice Matías, estudiante de segundo medio. «Es que aprendimos a hacernos cargo de algo que no funciona si uno lo abandona».`

const segundoMedio = group('PAES', 'Lenguaje', '2° Medio', [
  ...withText(laUltimaMicro, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué llevaba Tomás en el bolsillo?',
      alternativas: [
        'El boleto de la micro',
        'Un trozo del queque de su madre',
        'La carta de rechazo de la universidad',
        'La dirección de la casa del chofer',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Por qué Tomás no quería llegar a su casa?',
      alternativas: [
        'Porque temía enfrentar la desilusión de su madre.',
        'Porque había discutido con su madre esa mañana.',
        'Porque prefería conversar con el chofer.',
        'Porque había perdido las llaves del pasaje.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué sugiere que el papel de la carta estuviera «blando como un pañuelo»?',
      alternativas: [
        'Que la carta se había mojado con la lluvia.',
        'Que Tomás había llorado sobre ella.',
        'Que la universidad usaba un papel de mala calidad.',
        'Que Tomás la había leído muchas veces.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Cómo sabía el chofer dónde vivía Tomás?',
      alternativas: [
        'Porque eran vecinos del mismo pasaje.',
        'Porque lo llevaba todas las mañanas.',
        'Porque la madre de Tomás se lo había dicho.',
        'Porque lo leyó en la carta de la universidad.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué quiere transmitir el chofer al contar su propia historia?',
      alternativas: [
        'Que no vale la pena volver a dar la prueba.',
        'Que manejar es mejor que estudiar.',
        'Que intentarlo permite descubrir lo que uno quiere.',
        'Que la universidad es solo para algunos.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué sentido tiene el gesto final de Tomás, que dobla la carta y la guarda en vez de botarla?',
      alternativas: [
        'Muestra que planea reclamar ante la universidad.',
        'Indica que quiere ocultarle la carta a su madre.',
        'Revela que todavía no ha entendido lo ocurrido.',
        'Sugiere que asume el fracaso como parte de su camino.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(suenoAdolescente, [
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿cuántas horas de sueño necesitan los adolescentes?',
      alternativas: ['Entre cinco y seis', 'Entre seis y siete', 'Entre ocho y diez', 'Más de once'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué función cumple el primer párrafo del texto?',
      alternativas: [
        'Presentar una creencia común que luego se cuestiona.',
        'Definir el concepto de ritmo circadiano.',
        'Resumir las recomendaciones de los expertos.',
        'Narrar la experiencia de una familia.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: 'Según el texto, ¿por qué muchos adolescentes no sienten sueño temprano en la noche?',
      alternativas: [
        'Porque duermen siesta después del colegio.',
        'Porque en esa etapa la melatonina se libera más tarde.',
        'Porque su cuerpo necesita menos horas de sueño.',
        'Porque las clases comienzan demasiado temprano.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: 'En el último párrafo, ¿qué significa la palabra «consolida»?',
      alternativas: ['Olvida', 'Repite', 'Ordena al azar', 'Afianza'],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál es el propósito principal del texto?',
      alternativas: [
        'Criticar a los padres que no controlan a sus hijos.',
        'Promover la prohibición de celulares en la noche.',
        'Explicar por qué los adolescentes duermen tarde y sugerir hábitos.',
        'Describir el funcionamiento de todas las hormonas del cuerpo.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué información fortalecería la afirmación sobre los sistemas escolares que retrasaron el inicio de las clases?',
      alternativas: [
        'La opinión de un estudiante que prefiere entrar tarde.',
        'Estudios que comparen la atención antes y después del cambio.',
        'La hora en que comienzan las clases en otros países.',
        'Una lista de los beneficios de levantarse temprano.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(bibliotecaPublica, [
    {
      habilidad: 'Interpretar',
      enunciado: '¿Cuál es la tesis que defiende el autor?',
      alternativas: [
        'Las bibliotecas deberían transformarse en museos del libro impreso.',
        'Internet ha reemplazado por completo a las bibliotecas de barrio.',
        'Las bibliotecas solo sirven a quienes no tienen conexión a internet.',
        'Las bibliotecas cumplen funciones que internet no puede reemplazar.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el autor, ¿qué idea equivocada hay detrás de la pregunta por mantener la biblioteca?',
      alternativas: [
        'Que una biblioteca es solo un depósito de libros.',
        'Que internet ofrece demasiada información.',
        'Que los libros son cada vez más caros.',
        'Que las municipalidades gastan demasiado.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué función cumple el segundo párrafo?',
      alternativas: [
        'Describir la historia de las bibliotecas de barrio.',
        'Dar ejemplos de los distintos usos de una biblioteca.',
        'Presentar la opinión de quienes quieren cerrarla.',
        'Explicar cómo se financia una biblioteca municipal.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué estrategia argumentativa usa el autor en el tercer párrafo?',
      alternativas: [
        'Cita la opinión de un experto en bibliotecas.',
        'Presenta datos estadísticos sobre el uso de internet.',
        'Reconoce una idea contraria y luego la refuta.',
        'Narra una anécdota personal para emocionar al lector.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado:
        '¿Qué quiere decir el autor al afirmar que cerrar una biblioteca es «un gasto que pagarán, en oportunidades perdidas, quienes más la necesitan»?',
      alternativas: [
        'Que los usuarios tendrán que pagar por los libros que pidan.',
        'Que el cierre perjudicará sobre todo a quienes tienen menos.',
        'Que la municipalidad perderá dinero al cerrar la biblioteca.',
        'Que los bibliotecarios quedarán sin trabajo en la comuna.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál de los siguientes hechos debilitaría más el argumento del autor?',
      alternativas: [
        'Que muchos estudiantes hagan sus tareas en la biblioteca.',
        'Que la biblioteca ofrezca talleres de computación.',
        'Que las bibliotecas del barrio casi no reciban visitantes.',
        'Que los niños asistan a los cuentacuentos del sábado.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(inventario, [
    {
      habilidad: 'Localizar',
      enunciado: 'En el poema, ¿con qué se comparan los botones que guardaba la abuela?',
      alternativas: [
        'Con monedas de un país que ya no existe',
        'Con galletas guardadas en una lata',
        'Con los nombres de los vecinos',
        'Con las gotas de lluvia sobre el zinc',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué sugiere la segunda estrofa sobre lo que guardaba la abuela?',
      alternativas: [
        'Que coleccionaba objetos de sus vecinos.',
        'Que escribía recetas en un cuaderno.',
        'Que le molestaba el ruido de la lluvia.',
        'Que también conservaba recuerdos y costumbres.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué significan los versos «Lo demás lo llevamos puesto / sin saberlo»?',
      alternativas: [
        'Que la familia usa la ropa que cosió la abuela.',
        'Que lo heredado de la abuela vive en la familia.',
        'Que la familia perdió las cosas de la abuela.',
        'Que nadie sabía qué había dentro de la lata.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué sentimiento predomina en el poema?',
      alternativas: ['Enojo contenido', 'Indiferencia', 'Nostalgia afectuosa', 'Miedo al futuro'],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Por qué el título «Inventario» es adecuado para el poema?',
      alternativas: [
        'Porque el poema describe una tienda de botones.',
        'Porque la abuela trabajaba contando mercadería.',
        'Porque el hablante vende las cosas de su abuela.',
        'Porque el poema enumera lo que guardaba la abuela.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(huertoEscolar, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cómo surgió la idea del huerto escolar?',
      alternativas: [
        'A partir de una pregunta en la clase de Biología.',
        'Por una instrucción de la dirección del liceo.',
        'Por una campaña ambiental de la municipalidad.',
        'A partir de una visita a una feria de ciencias.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué problema tuvo el huerto durante el primer verano?',
      alternativas: [
        'Los estudiantes vendieron toda la cosecha.',
        'El invernadero se rompió con el viento.',
        'Nadie lo regó y se perdió casi toda la siembra.',
        'El centro de padres retiró su apoyo.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué función cumple el párrafo que comienza con «No todo ha sido fácil»?',
      alternativas: [
        'Presentar la opinión de un estudiante.',
        'Mostrar una dificultad y cómo se resolvió.',
        'Explicar cómo se usa el huerto en cada asignatura.',
        'Describir el patio antes del huerto.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué quiere decir Matías con su comentario final?',
      alternativas: [
        'Que las verduras del huerto no son de buena calidad.',
        'Que prefiere estudiar en la sala antes que en el huerto.',
        'Que el huerto debería cerrarse durante las vacaciones.',
        'Que el huerto les enseñó a ser responsables.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál es el propósito del texto «Aprender con las manos en la tierra»?',
      alternativas: [
        'Dar a conocer una experiencia educativa y sus aprendizajes.',
        'Enseñar paso a paso cómo construir un invernadero escolar.',
        'Convencer a los apoderados de financiar las obras del liceo.',
        'Criticar la forma tradicional de enseñar Biología en los liceos.',
      ],
      correcta: 0,
    },
  ]),
])

// 3° Medio

const lecturaLenta = `Elogio de la lectura lenta
Vivimos rodeados de textos: mensajes, titulares, publicaciones, correos. Nunca habíamos leído tanto y, sin embargo, pocas veces leemos de verdad. Saltamos de un párrafo a otro, buscamos palabras clave, deslizamos el dedo antes de llegar al final. Leemos como quien cruza una ciudad en auto: llegamos, pero no vimos nada.
La lectura lenta no es leer con dificultad, sino leer con atención. Es detenerse en una frase que nos inquieta, volver atrás cuando algo no se entiende, discutir mentalmente con el autor. Es permitir que el texto nos cambie un poco, aunque sea una idea, una palabra, una manera de mirar.
Algunos dirán que no hay tiempo para eso, que la cantidad de información disponible exige rapidez. Es cierto que no todo texto merece una lectura pausada: nadie necesita meditar sobre las instrucciones de un microondas. Pero confundir la lectura rápida con la única lectura posible tiene un costo. Quien solo recorre superficies pierde la capacidad de seguir un argumento largo, de tolerar la complejidad, de sostener una duda.
Leer despacio es, en el fondo, una forma de resistencia. Frente a un mundo que nos pide reaccionar de inmediato, la lectura lenta nos recuerda que pensar toma tiempo. Y que algunas ideas, como ciertos paisajes, solo se revelan a quien camina.`

const islasDeCalor = `Islas de calor: por qué las ciudades son más calurosas
En un día de verano, la temperatura en el centro de una gran ciudad puede ser varios grados más alta que en las zonas rurales cercanas. Este fenómeno, conocido como isla de calor urbana, se explica por la forma en que construimos nuestras ciudades.
El asfalto, el hormigón y los techos oscuros absorben gran parte de la radiación solar durante el día y la liberan lentamente durante la noche. Por eso, la diferencia de temperatura con el campo suele ser mayor al anochecer que al mediodía. A esto se suma el calor que generan los vehículos, las industrias y los equipos de aire acondicionado, y la escasa ventilación de calles estrechas rodeadas de edificios altos.
La vegetación, en cambio, actúa como un regulador natural. Los árboles dan sombra y, además, liberan vapor de agua por sus hojas, un proceso llamado evapotranspiración que enfría el aire a su alrededor. Por eso, los barrios con más áreas verdes suelen registrar temperaturas más bajas que aquellos con pocos árboles.
Las islas de calor no son solo una incomodidad. Durante las olas de calor aumentan los riesgos para la salud, especialmente en adultos mayores y niños, y crece el consumo de energía para refrigerar viviendas y oficinas.
Las soluciones conocidas incluyen plantar árboles en calles y plazas, crear techos y muros verdes, usar pavimentos y pinturas claras que reflejen la luz solar y diseñar barrios que permitan la circulación del viento. Ninguna basta por sí sola, pero combinadas pueden reducir de manera significativa la temperatura de una ciudad.`

const laMudanza = `La mudanza
Mi madre decidió vender la casa de Ñuñoa un martes, con la misma tranquilidad con que decidía qué íbamos a almorzar. Yo tenía que ayudarla a vaciarla antes de fin de mes.
Empezamos por la cocina, que era lo más fácil: ollas, platos, un hervidor que nadie usaba. Ella iba dictando —«esto se regala, esto se bota, esto me lo llevo»— y yo obedecía, repartiendo las cosas en cajas con letreros. Al tercer día llegamos a la pieza del fondo, la que había sido de mi hermano.
Mi madre se detuvo en la puerta. Por primera vez en la semana no dijo nada. Adentro todo estaba igual que hacía doce años: el póster de un equipo de fútbol descolorido por el sol, la repisa con autitos, la cama estirada con una colcha de lana.
—Esta pieza la hago yo —dijo al fin—. Tú sigue con el living.
Pasé la tarde envolviendo vasos en papel de diario. Cada tanto escuchaba el ruido de un cajón que se abría y se cerraba, y después largos silencios. Cuando oscureció, mi madre salió con una sola caja, pequeña, sin letrero.
—¿Y lo demás? —le pregunté.
—Lo demás se regala —respondió, y se fue a calentar agua para el té, como si nada.`

const cartaCiclovias = `Carta al director
Señor director:
En su edición del domingo, un columnista afirmó que las nuevas ciclovías de la comuna «quitan espacio a los autos y no las usa nadie». Quisiera aportar algunos antecedentes.
Primero, el conteo realizado por la municipalidad en marzo registró más de dos mil viajes diarios en bicicleta solo en la avenida principal, el doble que antes de construir la ciclovía. Es difícil sostener que «no las usa nadie».
Segundo, es cierto que la avenida perdió una pista para autos. Pero una pista exclusiva para bicicletas puede trasladar más personas por hora que una pista para automóviles particulares, que en su mayoría circulan con un solo ocupante.
Por último, las ciclovías no son una guerra contra los automovilistas: cada persona que se traslada en bicicleta es un auto menos en la congestión de la mañana.
Entiendo que todo cambio incomoda. Pero las decisiones sobre la ciudad deberían basarse en datos, no en impresiones.
Andrea Molina, ingeniera en transporte`

const encuestaLectura = `Encuesta sobre hábitos de lectura
Resultados de una encuesta aplicada a 200 estudiantes de tercero y cuarto medio de un liceo (datos elaborados para esta prueba).
Pregunta 1. ¿Cuántos libros leíste por gusto durante el último año?
Ninguno: 30 %
Uno o dos: 45 %
De tres a cinco: 18 %
Más de cinco: 7 %
Pregunta 2. ¿En qué formato prefieres leer?
Papel: 52 %
Pantalla: 35 %
Me da lo mismo: 13 %
Pregunta 3. ¿Qué te impide leer más? (Se podía marcar más de una opción).
Falta de tiempo: 61 %
No encuentro libros que me interesen: 38 %
Prefiero otras actividades: 34 %
Los libros son caros: 22 %`

const tercerMedio = group('PAES', 'Lenguaje', '3° Medio', [
  ...withText(lecturaLenta, [
    {
      habilidad: 'Interpretar',
      enunciado: '¿Cuál es la tesis del ensayo «Elogio de la lectura lenta»?',
      alternativas: [
        'Hoy se lee menos que nunca por culpa de las pantallas y las redes.',
        'Leer con pausa desarrolla capacidades que la lectura veloz no da.',
        'Todos los textos, sin excepción, deben leerse despacio y varias veces.',
        'La lectura rápida es la más adecuada para el mundo en que vivimos.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado:
        '¿Qué quiere decir el autor con «Leemos como quien cruza una ciudad en auto: llegamos, pero no vimos nada»?',
      alternativas: [
        'Que leemos de manera superficial, sin detenernos a comprender.',
        'Que leemos mejor cuando viajamos en auto.',
        'Que la lectura nos permite conocer ciudades lejanas.',
        'Que leemos textos que hablan de viajes y ciudades.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el segundo párrafo, ¿en qué consiste la lectura lenta?',
      alternativas: [
        'En leer con dificultad los textos más complejos.',
        'En leer en voz alta, pronunciando sílaba por sílaba.',
        'En leer solo libros clásicos y de gran extensión.',
        'En leer con atención y dialogar con el autor.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué función cumple el ejemplo de «las instrucciones de un microondas»?',
      alternativas: [
        'Criticar la mala redacción de los manuales.',
        'Mostrar que la tecnología dificulta la lectura.',
        'Conceder que no todos los textos requieren una lectura pausada.',
        'Demostrar que los textos breves son los más difíciles.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el autor, ¿qué pierde quien solo lee de manera rápida?',
      alternativas: [
        'La capacidad de leer cómodamente en pantallas.',
        'La capacidad de seguir argumentos largos y complejos.',
        'El gusto por leer mensajes, titulares y correos.',
        'La rapidez para encontrar las palabras clave.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Por qué el autor afirma que leer despacio es «una forma de resistencia»?',
      alternativas: [
        'Porque leer despacio exige una gran resistencia física.',
        'Porque los libros largos terminan cansando a los lectores.',
        'Porque se opone a la exigencia de reaccionar de inmediato.',
        'Porque la lectura fue perseguida y prohibida en otras épocas.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(islasDeCalor, [
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿cuándo suele ser mayor la diferencia de temperatura entre la ciudad y el campo?',
      alternativas: ['Al amanecer', 'Al mediodía', 'Durante la tarde', 'Al anochecer'],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Por qué la diferencia de temperatura entre la ciudad y el campo aumenta al anochecer?',
      alternativas: [
        'Porque el asfalto y el hormigón liberan de noche el calor del día.',
        'Porque durante la noche circulan más vehículos por la ciudad.',
        'Porque los árboles de la ciudad dejan de dar sombra al oscurecer.',
        'Porque en el campo el sol se pone más temprano que en la ciudad.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿qué es la evapotranspiración?',
      alternativas: [
        'El calor que liberan de noche el asfalto y el hormigón.',
        'La liberación de vapor de agua por las hojas, que enfría el aire.',
        'La circulación del viento entre los edificios de la ciudad.',
        'El reflejo de la luz solar en los pavimentos y las pinturas claras.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué relación existe entre el tercer párrafo y el último?',
      alternativas: [
        'El último párrafo contradice lo que afirma el tercero.',
        'El tercero resume lo que el último explica con más detalle.',
        'El tercero explica cómo enfrían los árboles y el último propone plantarlos.',
        'Ambos párrafos describen los riesgos de las olas de calor para la salud.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál de estas situaciones corresponde a una de las soluciones propuestas en el texto?',
      alternativas: [
        'Un edificio que instala más equipos de aire acondicionado.',
        'Una comuna que pinta de negro los techos de sus colegios.',
        'Un barrio que construye edificios altos en calles estrechas.',
        'Un municipio que convierte una plaza de cemento en una con árboles.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál es el propósito del texto sobre las islas de calor?',
      alternativas: [
        'Explicar un fenómeno urbano, sus causas, efectos y soluciones.',
        'Denunciar a las empresas inmobiliarias que construyen edificios.',
        'Narrar lo que vivió una ciudad durante una ola de calor.',
        'Convencer a las personas de que se vayan a vivir al campo.',
      ],
      correcta: 0,
    },
  ]),
  ...withText(laMudanza, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué sacó la madre de la pieza del fondo?',
      alternativas: [
        'Todas las cosas del hermano, en cajas con letreros.',
        'El póster del equipo de fútbol.',
        'Una sola caja pequeña, sin letrero.',
        'La colcha de lana de la cama.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué contraste se observa en la actitud de la madre a lo largo del relato?',
      alternativas: [
        'Pasa del entusiasmo por la venta al arrepentimiento.',
        'Pasa de la calma práctica a un silencio que revela emoción.',
        'Pasa de la tristeza a una alegría evidente.',
        'Pasa de la indiferencia a la rabia contra su hijo.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué se puede inferir sobre el hermano del narrador?',
      alternativas: [
        'Que todavía vive en la casa de Ñuñoa con su madre.',
        'Que vendrá a ayudar con la mudanza antes de fin de mes.',
        'Que se llevó sus cosas de la pieza hace pocos días.',
        'Que hace años no está y su ausencia aún duele.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Por qué la madre decide ordenar sola la pieza del fondo?',
      alternativas: [
        'Porque es un momento íntimo que prefiere vivir en privado.',
        'Porque desconfía de la forma en que trabaja el narrador.',
        'Porque quiere terminar más rápido la mudanza.',
        'Porque la pieza tiene objetos de valor económico.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué efecto produce el final, en que la madre va a «calentar agua para el té, como si nada»?',
      alternativas: [
        'Muestra que la madre ya olvidó al hermano.',
        'Indica que la mudanza terminó con éxito.',
        'Sugiere que la madre oculta su dolor tras la rutina.',
        'Revela que la madre está enojada con el narrador.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué tipo de narrador tiene el relato «La mudanza»?',
      alternativas: [
        'Un narrador omnisciente que conoce lo que piensa la madre.',
        'Un narrador en segunda persona que se dirige al lector.',
        'Un narrador que es la propia madre.',
        'Un narrador en primera persona que participa en los hechos.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(cartaCiclovias, [
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál es el propósito de la carta de Andrea Molina?',
      alternativas: [
        'Refutar con antecedentes la opinión de un columnista.',
        'Pedir la construcción de nuevas ciclovías en la comuna.',
        'Quejarse de la congestión en la avenida principal.',
        'Felicitar al diario por su edición del domingo.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué dato usa la autora para rebatir que las ciclovías «no las usa nadie»?',
      alternativas: [
        'La cantidad de autos que circulan por la avenida en la mañana.',
        'El conteo municipal de viajes diarios en bicicleta.',
        'El número de pistas que tenía antes la avenida principal.',
        'La opinión de los vecinos que viven junto a la ciclovía.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué le concede la autora al columnista?',
      alternativas: [
        'Que nadie usa las ciclovías.',
        'Que las ciclovías son una guerra contra los autos.',
        'Que la avenida perdió una pista para autos.',
        'Que las decisiones deben basarse en impresiones.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Por qué la autora menciona su profesión al firmar la carta?',
      alternativas: [
        'Para ofrecer sus servicios a la municipalidad.',
        'Para criticar la profesión del columnista.',
        'Para indicar dónde trabaja actualmente.',
        'Para dar credibilidad a sus argumentos.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué información debilitaría el segundo argumento de la autora?',
      alternativas: [
        'Que muchos ciclistas usen la avenida también los fines de semana.',
        'Que la mayoría de los autos de la avenida lleve cuatro o más personas.',
        'Que el conteo municipal se haya realizado durante el mes de marzo.',
        'Que la ciclovía tenga una pista para cada sentido de circulación.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(encuestaLectura, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué porcentaje de los encuestados no leyó ningún libro por gusto durante el último año?',
      alternativas: ['7 %', '18 %', '30 %', '45 %'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Por qué los porcentajes de la pregunta 3 suman más de 100 %?',
      alternativas: [
        'Porque hubo un error en el cálculo de los resultados.',
        'Porque cada estudiante podía marcar más de una opción.',
        'Porque respondieron más de 200 estudiantes.',
        'Porque se sumaron los resultados de las tres preguntas.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué conclusión se desprende correctamente de los datos?',
      alternativas: [
        'Tres de cada cuatro encuestados leyeron dos libros o menos por gusto.',
        'La mayoría de los encuestados prefiere leer en pantalla.',
        'El precio de los libros es el principal obstáculo para leer.',
        'Casi ningún encuestado leyó libros por gusto.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Evaluar',
      enunciado: 'Según la pregunta 3, ¿qué medida abordaría el obstáculo más mencionado por los estudiantes?',
      alternativas: [
        'Bajar el precio de los libros en la feria escolar.',
        'Comprar más libros digitales para la biblioteca.',
        'Reemplazar los libros de papel por pantallas.',
        'Destinar tiempo de lectura libre dentro de la jornada.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué limitación tienen estos datos para describir a todos los jóvenes de Chile?',
      alternativas: [
        'Incluyen estudiantes de dos niveles distintos.',
        'Presentan los resultados en porcentajes.',
        'Corresponden a un solo liceo.',
        'Preguntan por libros leídos por gusto.',
      ],
      correcta: 2,
    },
  ]),
])

// 4° Medio

const sobreElOlvido = `Sobre el olvido
Solemos pensar en el olvido como una falla: la memoria que se nos escapa, el nombre que no aparece, la llave que no sabemos dónde dejamos. Sin embargo, olvidar no es solo perder; también es seleccionar. Una memoria que lo retuviera todo sería tan inútil como un mapa del mismo tamaño que el territorio.
La literatura conoce bien este problema. En más de un relato aparece un personaje incapaz de olvidar, condenado a recordar cada hoja de cada árbol, cada instante de cada día. Lejos de ser un privilegio, esa memoria total lo paraliza: quien no puede olvidar tampoco puede generalizar ni abstraer; en definitiva, no puede pensar.
Lo mismo ocurre, en otra escala, con las sociedades. Una comunidad necesita recordar su pasado para no repetir sus errores y para reconocer a quienes sufrieron injusticias. Pero también necesita cierto olvido —no de los hechos, sino del rencor— para poder convivir. El desafío está en distinguir entre el olvido que sana y el que encubre.
Hoy ese desafío adopta formas nuevas. Internet conserva fotografías, comentarios y errores juveniles con una fidelidad que ninguna memoria humana podría igualar. Lo que antes se desvanecía con los años ahora puede reaparecer con una simple búsqueda. Tal vez por eso el olvido, que parecía una debilidad, empieza a ser reclamado como un derecho.
Recordar y olvidar no son enemigos. Son, más bien, dos gestos de una misma operación: la de decidir qué merece quedarse con nosotros.`

const microplasticos = `Microplásticos: una contaminación que no se ve
Se llama microplásticos a los fragmentos de plástico de menos de cinco milímetros. Algunos se fabrican de ese tamaño, como las pequeñas esferas que se usaban en ciertos productos cosméticos o los gránulos con que se elaboran otros objetos plásticos: son los microplásticos primarios. La mayoría, sin embargo, son secundarios: resultan de la fragmentación de objetos más grandes, como bolsas, botellas o redes de pesca, por efecto del sol, el oleaje y el roce.
También el lavado de ropa sintética libera microfibras que las plantas de tratamiento no alcanzan a retener por completo y que terminan en ríos y mares.
Por su tamaño, los microplásticos se dispersan con facilidad. Se han encontrado en la superficie del océano y en sus fondos, en playas remotas, en el hielo de los polos, en suelos agrícolas y en el aire de las ciudades. Muchos organismos marinos los ingieren al confundirlos con alimento, y así ingresan a las cadenas alimentarias.
Los investigadores han detectado microplásticos en productos de consumo humano, como mariscos, sal de mesa y agua embotellada. Sus efectos sobre la salud de las personas todavía se estudian, y por ahora no existe consenso científico sobre su magnitud.
Lo que sí es claro es que, una vez en el ambiente, retirarlos resulta prácticamente imposible. Por eso, las estrategias más eficaces apuntan al origen del problema: reducir el uso de plásticos desechables, mejorar la gestión de residuos y diseñar productos que liberen menos partículas.`

const correspondencia = `Correspondencia
Durante cuarenta años, mi tía Irene le escribió cartas a una mujer de Valparaíso a la que nunca conoció. Se habían hecho amigas por un anuncio en una revista de los años setenta, de esos que ofrecían «intercambio de postales y pensamientos». Cuando yo era niño, la tía leía en voz alta algunos fragmentos mientras tomábamos once: la lluvia sobre los cerros, el ascensor que se detenía a medio camino, los barcos que entraban a la bahía con las luces encendidas.
—¿Por qué no va a verla? —le pregunté una vez.
—Porque entonces tendría que conocerla —respondió, y siguió untando la marraqueta con mantequilla.
No entendí la respuesta hasta mucho después. Cuando la tía murió, encontré en su velador un atado de cartas con la misma letra inclinada, ordenadas por fecha. La última había llegado tres meses antes. Decía que la bahía había amanecido con niebla y que, por primera vez en años, no se veía ningún barco.
Viajé a Valparaíso con el atado en la mochila. La dirección del remitente correspondía a una casa azul en un cerro. Me abrió un hombre joven que, al ver las cartas, se quedó largo rato en silencio.
—Mi abuela vivió siempre aquí, pero hacía veinte años que no podía salir de la casa —dijo por fin—. Los barcos, la lluvia, el ascensor… los veía por esa ventana, o se los contábamos nosotros.`

const escribirParaPensar = `Escribir para pensar
Desde que existen programas capaces de redactar un ensayo en segundos, muchos profesores se preguntan si tiene sentido seguir pidiendo a sus estudiantes que escriban. La pregunta parte de un supuesto discutible: que el valor de escribir está en el texto terminado.
Quien haya escrito algo difícil sabe que no es así. Escribir obliga a ordenar ideas que en la cabeza parecían claras y que, al llegar al papel, se revelan confusas. Obliga a elegir una palabra en lugar de otra, a descubrir que un argumento no se sostiene, a buscar un ejemplo que todavía no teníamos. En ese esfuerzo no solo se produce un texto: se produce un pensamiento.
Por eso, delegar toda la escritura en una máquina se parece a pedirle a otro que haga ejercicio por nosotros. El resultado puede ser impecable, pero el músculo no se fortalece.
Esto no significa que estas herramientas deban prohibirse. Pueden ayudar a revisar la ortografía, sugerir fuentes o mostrar distintas maneras de organizar un texto, del mismo modo que una calculadora libera tiempo para razonar en lugar de hacer operaciones largas. El problema aparece cuando la herramienta reemplaza el proceso que se buscaba enseñar.
La escuela, entonces, no debería preguntarse si los estudiantes usarán estas herramientas —lo harán—, sino cómo diseñar tareas en que el proceso de pensar sea visible: borradores, discusiones, revisiones comentadas. Escribir seguirá siendo necesario mientras pensar lo siga siendo.`

const oficio = `Oficio
Aprendí de mi padre a afilar cuchillos:
el ángulo justo, la piedra mojada,
el oído atento al canto del metal.
Él no hablaba mucho. Decía
que las palabras también se gastan
si uno las usa para todo.
Hoy escribo, que es otra manera
de pasar el filo por la piedra:
busco el ángulo, mojo la página,
escucho.
Y a veces, cuando una línea corta limpio,
siento en la mano
el peso exacto de su silencio.`

const cuartoMedio = group('PAES', 'Lenguaje', '4° Medio', [
  ...withText(sobreElOlvido, [
    {
      habilidad: 'Interpretar',
      enunciado: '¿Cuál es la tesis del ensayo «Sobre el olvido»?',
      alternativas: [
        'El olvido es una falla de la memoria que debemos corregir.',
        'Internet ha eliminado la posibilidad de olvidar.',
        'Olvidar es necesario porque permite seleccionar lo que importa.',
        'Las sociedades deben olvidar los hechos de su pasado.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué función cumple la comparación con «un mapa del mismo tamaño que el territorio»?',
      alternativas: [
        'Ilustrar que una memoria sin selección resultaría inútil.',
        'Mostrar que la geografía depende de la memoria humana.',
        'Explicar cómo se elaboraban los mapas en la antigüedad.',
        'Criticar a quienes no saben orientarse en una ciudad.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿por qué la memoria total paraliza al personaje que no puede olvidar?',
      alternativas: [
        'Porque lo obliga a vivir en el pasado.',
        'Porque le provoca rencor hacia los demás.',
        'Porque le impide dormir por las noches.',
        'Porque le impide generalizar y abstraer.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el tercer párrafo, ¿qué tipo de olvido necesitan las sociedades para convivir?',
      alternativas: [
        'El olvido de los hechos dolorosos.',
        'El olvido del rencor, no de los hechos.',
        'El olvido de quienes sufrieron injusticias.',
        'El olvido de los errores cometidos.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué aporta el cuarto párrafo al desarrollo del ensayo?',
      alternativas: [
        'Resume las ideas de los párrafos anteriores.',
        'Cita a un especialista en tecnología.',
        'Lleva la reflexión al contexto actual de internet.',
        'Contradice la tesis planteada al comienzo.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Con cuál de estas afirmaciones estaría de acuerdo el autor?',
      alternativas: [
        'Lo mejor para una persona es recordar absolutamente todo lo vivido.',
        'El rencor es necesario para que una sociedad no repita sus errores.',
        'Internet garantiza que la memoria de una sociedad sea más justa.',
        'Hay que recordar las injusticias sin cultivar el rencor.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(microplasticos, [
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿qué son los microplásticos secundarios?',
      alternativas: [
        'Los que se fabrican directamente de tamaño pequeño.',
        'Los que resultan de la fragmentación de objetos más grandes.',
        'Los que se usan en productos cosméticos.',
        'Los que se encuentran solo en el aire de las ciudades.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Cómo llegan a ríos y mares las microfibras de la ropa sintética?',
      alternativas: [
        'Con el agua de lavado, que no se filtra por completo.',
        'Con la basura que se bota directamente en las playas.',
        'Con el viento que sopla desde las fábricas textiles.',
        'Con las redes de pesca que se rompen en el mar.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: 'Según el texto, ¿cómo ingresan los microplásticos a las cadenas alimentarias?',
      alternativas: [
        'Las plantas los absorben desde los suelos agrícolas.',
        'Las personas los agregan a la sal de mesa.',
        'Se forman dentro de los peces por el roce.',
        'Los organismos marinos los ingieren como si fueran alimento.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué actitud adopta el texto frente a los efectos de los microplásticos en la salud humana?',
      alternativas: [
        'Alarmista: afirma que son la principal causa de enfermedades.',
        'Indiferente: considera que no vale la pena estudiarlos.',
        'Prudente: señala que aún no hay consenso científico.',
        'Optimista: asegura que no producen ningún daño.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué función cumple el último párrafo del texto?',
      alternativas: [
        'Proponer que las soluciones deben apuntar al origen del problema.',
        'Describir los lugares donde se han encontrado microplásticos.',
        'Definir qué son los microplásticos primarios.',
        'Presentar los resultados de una investigación reciente.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué acción es coherente con las estrategias que el texto considera más eficaces?',
      alternativas: [
        'Organizar una limpieza anual de una playa cercana.',
        'Filtrar el agua del mar para retirar las partículas.',
        'Comprar agua embotellada en lugar de agua de la llave.',
        'Reemplazar los vasos desechables del casino por reutilizables.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(correspondencia, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cómo se conocieron la tía Irene y su amiga de Valparaíso?',
      alternativas: [
        'Por un anuncio de intercambio de postales en una revista.',
        'En un viaje de la tía a Valparaíso en los años setenta.',
        'Porque habían sido compañeras de colegio.',
        'Por medio del nieto de la mujer de Valparaíso.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué revela la respuesta de la tía: «Porque entonces tendría que conocerla»?',
      alternativas: [
        'Que desconfiaba de la honestidad de su amiga de Valparaíso.',
        'Que prefería conservar la amistad tal como la imaginaba.',
        'Que no tenía el dinero necesario para viajar a Valparaíso.',
        'Que ya conocía a su amiga y no quería volver a verla.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué descubre el narrador al llegar a la casa azul?',
      alternativas: [
        'Que las cartas habían sido escritas por el nieto de la mujer.',
        'Que la mujer nunca había vivido en Valparaíso.',
        'Que la mujer describía una ciudad que apenas veía desde su casa.',
        'Que la mujer era en realidad una prima de la tía Irene.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué función cumple en el relato la última carta, que describe una bahía sin barcos?',
      alternativas: [
        'Entregar un dato sobre el clima de Valparaíso.',
        'Demostrar que la mujer había dejado de mirar por la ventana.',
        'Explicar por qué la tía nunca viajó a Valparaíso.',
        'Anticipar de manera simbólica un final o una pérdida.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cómo se organiza temporalmente el relato?',
      alternativas: [
        'Sigue un orden cronológico que comienza en los años setenta y no se interrumpe.',
        'Comienza con la muerte de la tía y retrocede hasta su nacimiento.',
        'Ocurre completo durante una sola tarde en Valparaíso.',
        'El narrador adulto evoca su infancia y luego relata lo ocurrido tras la muerte de la tía.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué aportan al relato expresiones como «tomábamos once» y «la marraqueta»?',
      alternativas: [
        'Sitúan la historia en una cotidianidad chilena y familiar.',
        'Muestran que el narrador habla en lenguaje formal.',
        'Indican que la historia ocurre en el extranjero.',
        'Revelan la profesión de la tía Irene.',
      ],
      correcta: 0,
    },
  ]),
  ...withText(escribirParaPensar, [
    {
      habilidad: 'Interpretar',
      enunciado: '¿Cuál es la tesis del texto «Escribir para pensar»?',
      alternativas: [
        'Las herramientas que redactan textos deben prohibirse en la escuela.',
        'El valor de escribir está en la calidad del texto terminado.',
        'Escribir sigue siendo necesario porque es una forma de pensar.',
        'Los profesores deben dejar de pedir ensayos a sus estudiantes.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué supuesto considera discutible el autor?',
      alternativas: [
        'Que los estudiantes usarán herramientas de redacción.',
        'Que el valor de escribir está en el texto terminado.',
        'Que una calculadora libera tiempo para razonar.',
        'Que escribir obliga a ordenar las ideas.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué función cumple la comparación con «pedirle a otro que haga ejercicio por nosotros»?',
      alternativas: [
        'Mostrar que delegar la escritura impide desarrollar el pensamiento.',
        'Recomendar que los estudiantes hagan más actividad física.',
        'Demostrar que las máquinas escriben peor que las personas.',
        'Explicar cómo funcionan los programas que redactan textos.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué postura adopta el autor frente a las herramientas de redacción automática?',
      alternativas: [
        'Las rechaza por completo, porque empobrecen la escritura.',
        'Las considera la solución a los problemas de la escuela.',
        'Prefiere no opinar, porque el tema es muy reciente.',
        'Acepta su uso como apoyo, pero no como reemplazo del proceso.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el último párrafo, ¿qué deberían hacer las escuelas?',
      alternativas: [
        'Prohibir el uso de computadores en las tareas.',
        'Volver a las pruebas escritas a mano.',
        'Diseñar tareas en que el proceso de pensar sea visible.',
        'Preguntarse si los estudiantes usarán estas herramientas.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Cuál de estas situaciones ejemplifica el problema que describe el autor?',
      alternativas: [
        'Un estudiante revisa con un programa la ortografía de su ensayo.',
        'Un estudiante entrega un ensayo generado por un programa sin haberlo leído.',
        'Un estudiante pide sugerencias de fuentes para su investigación.',
        'Un estudiante compara distintas formas de organizar su texto.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(oficio, [
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué relación establece el hablante entre el oficio de su padre y la escritura?',
      alternativas: [
        'Ambos requieren precisión, paciencia y atención.',
        'Ambos son trabajos que se heredan sin aprenderlos.',
        'Ambos se realizan mejor en silencio absoluto.',
        'Ambos producen objetos que se pueden vender.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar',
      enunciado: '¿Qué sugieren los versos «las palabras también se gastan / si uno las usa para todo»?',
      alternativas: [
        'Que el padre no sabía expresar lo que sentía.',
        'Que escribir mucho desgasta la mano.',
        'Que el padre prefería los cuchillos a las palabras.',
        'Que las palabras pierden valor cuando se usan en exceso.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar',
      enunciado: 'En el poema, ¿qué significa que una línea «corta limpio»?',
      alternativas: [
        'Que el verso quedó demasiado breve.',
        'Que el verso está logrado con precisión.',
        'Que el hablante borró una parte del poema.',
        'Que el hablante se cortó al escribir.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Evaluar',
      enunciado: '¿Qué sentido tiene el verso final, «el peso exacto de su silencio»?',
      alternativas: [
        'El hablante reprocha a su padre que nunca le hablara.',
        'El hablante siente que su escritura no sirve para nada.',
        'El hablante reconoce en su escritura la herencia paterna.',
        'El hablante anuncia que dejará de escribir poemas.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué recurso predomina en los versos «Hoy escribo, que es otra manera / de pasar el filo por la piedra»?',
      alternativas: ['Hipérbole', 'Metáfora', 'Onomatopeya', 'Anáfora'],
      correcta: 1,
    },
  ]),
])

export const paesLenguaje = [...segundoMedio, ...tercerMedio, ...cuartoMedio]
