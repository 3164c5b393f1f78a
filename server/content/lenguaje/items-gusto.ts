/**
 * Items written for the OA of the pleasure and habit of reading, 1°–5° Básico: «Descubrir el placer de leer
 * hojeando libros y mirando sus ilustraciones» (LE01 OA 11) and «Desarrollar el gusto por leer mediante la
 * lectura habitual de textos diversos» (LE02 OA 08, LE03 OA 07, LE04 OA 07, LE05 OA 09). They ask about what a
 * reader does: choosing a book by its cover and back cover, looking through it, keeping a reading log,
 * recommending a book, the time of silent reading, taking care of a library book. No passage is read.
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

const gusto1 = choices('LE01 OA 11', 'Comprender', 'proposito', [
  [
    'Antes de leer un cuento, Pía lo hojea. ¿Qué hace?',
    'Pasa las páginas y mira.',
    'Lo guarda sin abrirlo.',
    'Lo copia en su cuaderno.',
    'Lo deja bajo la mesa.',
  ],
  [
    '¿Qué nos cuentan las ilustraciones de un libro?',
    'Lo que pasa en la historia.',
    'Cuánto cuesta el libro.',
    'A qué hora es el recreo.',
    'Cómo se llama la escuela del autor.',
  ],
  [
    'En la biblioteca, Joaquín quiere elegir un libro de animales. ¿Qué mira primero?',
    'La portada y sus dibujos.',
    'El número de la última página.',
    'El color del estante.',
    'El reloj de la biblioteca.',
  ],
  [
    'Al hojear un libro, ves ilustraciones de un niño y un perro en la playa. ¿De qué puede tratar?',
    'De un paseo a la playa.',
    'De un viaje al espacio.',
    'De una clase de números.',
    'De un día de nieve.',
  ],
  [
    '¿Cómo se cuida un libro al hojear sus páginas?',
    'Con las manos limpias, sin doblarlas.',
    'Con las manos con barro.',
    'Tirando fuerte las hojas.',
    'Rayando con lápiz las ilustraciones del libro.',
  ],
  [
    '¿Qué muestra que a Rosa le gusta leer por gusto?',
    'En el recreo elige un libro.',
    'Lee solo si la obligan.',
    'Esconde los libros del curso.',
    'Nunca abre un libro.',
  ],
  [
    '¿Qué puedes hacer en la biblioteca del colegio para elegir un libro?',
    'Hojear varios libros y mirar sus dibujos.',
    'Llevarse el primero sin mirarlo.',
    'Elegir el más pesado de todos.',
    'Esperar siempre a que otro elija por ti el libro.',
  ],
  [
    'Mateo no sabe leer todas las palabras, pero disfruta su libro. ¿Qué hace?',
    'Mira las ilustraciones y cuenta la historia.',
    'Cierra el libro enojado.',
    'Rompe las páginas.',
    'Deja el libro afuera, bajo la lluvia, sin abrirlo.',
  ],
  [
    '¿Qué es hojear un libro?',
    'Pasar sus páginas y mirarlas.',
    'Arrancar sus hojas.',
    'Leerlo en voz alta entero.',
    'Pintar todas las hojas de verde.',
  ],
  [
    '¿Qué muestra que Emilia descubre el placer de leer?',
    'Pide que le lean otro cuento.',
    'Esconde todos los libros.',
    'No quiere ver ningún libro.',
    'Se tapa los ojos al ver un cuento.',
  ],
])

const gusto2 = choices('LE02 OA 08', 'Comprender', 'proposito', [
  [
    'Martina lee un cuento cada noche antes de dormir. ¿Qué muestra eso?',
    'Que tiene el hábito lector.',
    'Que no le gusta leer.',
    'Que lee solo en el colegio.',
    'Que lee para una prueba.',
  ],
  [
    'Diego terminó su libro favorito y quiere que su amigo lo lea. ¿Qué debe hacer para recomendar un libro?',
    'Contarle de qué trata y por qué le gustó.',
    'Contarle el final completo del libro, con detalles.',
    'Decirle solo cuántas páginas tiene.',
    'Decirle que es aburrido y largo.',
  ],
  [
    'En la hora de lectura silenciosa, ¿qué hacen los niños?',
    'Leen en su mente, sin molestar.',
    'Leen fuerte, todos a la vez.',
    'Conversan de sus juegos.',
    'Copian el libro en el cuaderno.',
  ],
  [
    'Para elegir un libro en la biblioteca del colegio, ¿qué conviene hacer?',
    'Leer el título y mirar la portada.',
    'Tomar el primero del estante sin mirarlo.',
    'Elegir el libro más pesado.',
    'Elegir el de tapa más nueva.',
  ],
  [
    'En el registro de lectura del curso, ¿qué anota Benjamín al terminar un libro?',
    'El título y qué le pareció.',
    'El número de la casa de su abuela.',
    'Lo que comió en la once.',
    'El nombre de su mascota.',
  ],
  [
    '¿Qué ayuda a leer por gusto, además de leer en el colegio?',
    'Leer en casa cuentos, revistas y poemas.',
    'Leer solo cuando hay prueba.',
    'Leer nada más que los títulos.',
    'Dejar los libros guardados en la mochila.',
  ],
  [
    '¿Qué texto puedes leer por gusto en tu casa?',
    'Un cuento, una revista o un poema.',
    'Solo la guía de la prueba.',
    'Solo la lista de útiles.',
    'Nada, porque leer es solo para el colegio.',
  ],
  [
    'Ignacio lee la misma historieta una y otra vez. ¿Qué le ayuda a desarrollar el gusto por la lectura?',
    'Probar otros textos, como cuentos y revistas.',
    'Dejar de leer para siempre.',
    'Leer solo la portada.',
    'Romper la historieta y no leer nada más en el año.',
  ],
  [
    'La familia de Ana lee un cuento cada domingo. ¿Qué hábito lector forman?',
    'Leer juntos con frecuencia.',
    'No leer nunca.',
    'Leer solo en vacaciones.',
    'Ver televisión en vez de leer.',
  ],
  [
    'Para tu registro de lectura, ¿qué dibujo sirve?',
    'La parte del libro que más te gustó.',
    'Tu casa.',
    'Un auto cualquiera.',
    'El patio del colegio, sin relación con el libro.',
  ],
])

const gusto3 = choices('LE03 OA 07', 'Comprender', 'proposito', [
  [
    'Camila quiere recomendar un libro a su curso. ¿Qué debería contar?',
    'De qué trata y qué parte le gustó más.',
    'El final completo, con todos los detalles.',
    'Solamente el precio del libro.',
    'Cuántas páginas tiene cada capítulo.',
  ],
  [
    'Para elegir un libro de aventuras en la biblioteca, ¿qué puede hacer Tomás primero?',
    'Leer la contratapa, que resume la historia.',
    'Elegir el libro con más páginas.',
    'Tomar el primero del estante sin mirarlo nada.',
    'Elegir el que tiene la tapa más nueva.',
  ],
  [
    'En su registro de lectura, ¿qué anota Sofía después de leer una novela?',
    'El título, el autor y su opinión.',
    'La hora a la que tomó once.',
    'El nombre de su mascota.',
    'La dirección de la biblioteca municipal.',
  ],
  [
    'Martín dice que su libro favorito es una novela de piratas. ¿Qué pregunta le ayuda a contar por qué le gusta?',
    '¿Qué parte te gustó más y por qué?',
    '¿Cuánto pesa el libro?',
    '¿De qué color es la tapa de tu libro?',
    '¿En qué mesa lo leíste?',
  ],
  [
    '¿Qué ayuda a formar el hábito lector?',
    'Leer un rato todos los días.',
    'Leer solo cuando hay prueba.',
    'Leer nada más que los títulos.',
    'Leer una vez al año, en vacaciones.',
  ],
  [
    '¿Qué muestra que Diego disfruta el placer de leer?',
    'Pide otro libro apenas termina uno.',
    'Cierra el libro al ver muchas letras.',
    'Lee solo cuando se lo mandan.',
    'Deja los libros sin abrir en la mochila.',
  ],
  [
    'Amanda leyó un libro sobre volcanes y quiere otro del mismo tema. ¿Qué puede hacer para elegir un libro?',
    'Pedir ideas a la bibliotecaria del colegio.',
    'Elegir un libro de cocina al azar.',
    'Leer otra vez el mismo libro, aunque sin ganas.',
    'Dejar de leer hasta el próximo año.',
  ],
  [
    'En la lectura silenciosa de los viernes, Lucas no entiende una palabra. ¿Qué hace sin molestar al curso?',
    'Sigue leyendo y la anota para preguntar después.',
    'Le grita la pregunta a un compañero que está lejos.',
    'Cierra el libro y se pone a conversar.',
    'Lee en voz alta para que todos lo ayuden.',
  ],
  [
    'Si un libro no le gusta a Simón después de varios capítulos, ¿qué le ayuda a mantener el gusto por la lectura?',
    'Cambiarlo por otro que le interese.',
    'Dejar de leer para siempre.',
    'Romper el libro.',
    'Esconderlo en la biblioteca para que nadie lo lea.',
  ],
  [
    'En la lectura silenciosa, ¿cómo ayudas a que todos disfruten?',
    'Leyendo sin hacer ruido.',
    'Leyendo en voz muy alta.',
    'Conversando con el compañero.',
    'Cantando mientras los demás leen.',
  ],
  [
    '¿Para qué sirve un registro de lectura en el curso?',
    'Para recordar lo leído y compartir opiniones.',
    'Para saber quién es más alto.',
    'Para anotar los cumpleaños.',
    'Para contar las ventanas de la sala de clases.',
  ],
  [
    'Para recomendar un libro en el diario mural, ¿qué escribe Javiera?',
    'El título, de qué trata y por qué le gustó.',
    'El final completo del libro.',
    'Solo el precio.',
    'El número de páginas de cada capítulo del libro.',
  ],
  [
    '¿Qué muestra que Tomás tiene el hábito lector?',
    'Lee un rato cada noche antes de dormir.',
    'Lee solo en la prueba.',
    'Nunca termina un libro.',
    'Dice que leer es aburrido y no lo intenta.',
  ],
])

const gusto4 = choices('LE04 OA 07', 'Analizar', 'proposito', [
  [
    'Josefa lee cuentos, revistas de ciencia y poemas cada semana. ¿Qué muestra eso sobre su hábito lector?',
    'Que lee textos diversos con frecuencia.',
    'Que solo lee un tipo de texto.',
    'Que lee únicamente para las pruebas.',
    'Que no le gusta leer fuera del colegio.',
  ],
  [
    'En el registro de lectura del curso, ¿para qué sirve anotar la opinión de cada libro?',
    'Para recordar qué le gustó y recomendarlo.',
    'Para saber cuánto costó el libro.',
    'Para que la profesora le ponga una nota al libro.',
    'Para llenar páginas del cuaderno.',
  ],
  [
    'Vicente quiere recomendar un libro sin contar el final. ¿Qué debería decir?',
    'Cómo empieza la historia y qué lo sorprendió.',
    'Qué les pasa a todos los personajes al final.',
    'Solo el nombre de la editorial.',
    'Que es bueno, sin decir nada más.',
  ],
  [
    'Renata no sabe qué leer. ¿Qué le ayuda a elegir un libro que le guste?',
    'Pensar qué temas le interesan y hojear varios.',
    'Tomar el libro más corto sin mirarlo.',
    'Elegir el mismo libro que ya leyó el año pasado.',
    'Elegir por el color de la tapa solamente.',
  ],
  [
    '¿Qué diferencia hay entre la lectura personal y la lectura de una tarea?',
    'En la personal uno elige qué leer por gusto.',
    'En la personal no se puede elegir qué libro leer.',
    'La personal solo se hace en la sala.',
    'La personal es siempre más corta.',
  ],
  [
    'Matías cuenta cuál es el libro que más le gustó: uno de misterio. ¿Qué le preguntarías para saber por qué?',
    '¿Qué parte te dejó con ganas de seguir leyendo?',
    '¿Cuántos gramos pesa el libro?',
    '¿En qué año se imprimió tu libro?',
    '¿Qué número tiene la última página del libro que leíste?',
  ],
])

const gusto5 = choices('LE05 OA 09', 'Evaluar', 'proposito', [
  [
    'Florencia anota en su registro de lectura cada libro, revista o cómic que lee. ¿Qué puede descubrir al mirarlo a fin de año?',
    'Qué temas y tipos de texto prefiere.',
    'Cuánto dinero gastó en la feria del barrio.',
    'Cuántos días faltó al colegio.',
    'Qué notas sacó en matemática.',
  ],
  [
    'En un club de lectura, ¿qué es una buena forma de recomendar un libro a los compañeros?',
    'Leer un fragmento breve y explicar por qué atrapa.',
    'Contar el final para que no tengan que leerlo entero.',
    'Decir solo que el libro es largo.',
    'Mostrar la tapa sin decir nada del libro.',
  ],
  [
    'Agustín solo lee historietas. ¿Qué le ayudaría a ampliar su gusto por la lectura?',
    'Probar una novela gráfica y luego una novela de aventuras.',
    'Dejar de leer historietas y no leer nada más en todo el año.',
    'Leer solo los títulos de los libros.',
    'Leer siempre la misma historieta.',
  ],
  [
    '¿Qué muestra el hábito lector de una persona?',
    'Que lee con frecuencia, aunque nadie se lo pida.',
    'Que lee solo cuando hay prueba.',
    'Que tiene muchos libros sin leer.',
    'Que sabe de memoria el nombre de muchos autores.',
  ],
])

const abiertasGusto: readonly OaOpenQuestion[] = [
  ...opens('LE01 OA 11', 'Crear', [
    [
      'Dibuja la portada de tu libro favorito y escribe su título. Cuenta qué ilustración te gustó más.',
      'Dibuja una portada con el título del libro y nombra o dibuja una ilustración que le gustó, con una razón simple («porque el perro es chistoso»).',
    ],
  ]),
  ...opens('LE02 OA 08', 'Crear', [
    [
      'Escribe el título del último libro que elegiste para leer por gusto y cuenta en dos oraciones por qué se lo recomendarías a un amigo.',
      'Escribe el título y dos oraciones que dicen de qué trata el libro y por qué le gustó (un personaje, una parte divertida), sin contar el final.',
    ],
  ]),
  ...opens('LE03 OA 07', 'Crear', [
    [
      'Anota en tu registro de lectura el último libro que leíste: título, autor y qué te pareció.',
      'Completa título y autor y da una opinión con una razón (me gustó porque…, no me gustó porque…), en oraciones completas.',
    ],
    [
      'Escribe el nombre de tu libro favorito y cuenta en tres oraciones por qué se lo recomendarías a un compañero.',
      'Nombra el libro y da al menos dos razones de su gusto (el tema, un personaje, cómo termina un capítulo), con oraciones completas y sin contar el final.',
    ],
  ]),
  ...opens('LE04 OA 07', 'Evaluar', [
    [
      'Completa una ficha de tu registro de lectura: título, autor, tipo de texto y tu opinión con un ejemplo del libro.',
      'Anota título, autor y tipo de texto (cuento, novela, revista, poema) y una opinión fundada con un ejemplo concreto del libro (una escena, un personaje).',
    ],
  ]),
  ...opens('LE05 OA 09', 'Evaluar', [
    [
      'Prepara una recomendación de un libro para el club de lectura: de qué trata, a quién le gustaría y por qué.',
      'Resume el libro sin contar el final, nombra el tipo de lector al que le gustaría (por ejemplo, a quienes les gusta el misterio) y justifica con al menos un ejemplo del libro.',
    ],
  ]),
]

export const itemsGusto: readonly OaQuestion[] = [...gusto1, ...gusto2, ...gusto3, ...gusto4, ...gusto5]
export { abiertasGusto }
