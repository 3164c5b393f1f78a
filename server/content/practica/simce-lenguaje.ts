import { group, withText } from './define'

// 2° Básico: very short texts and simple sentences.

const elGatoPancho = `El gato Pancho
Pancho es un gato gris. Vive en una casa con Sofía.
Un día, Pancho subió a un árbol muy alto. Después no pudo bajar. Pancho maullaba y maullaba.
Sofía lo escuchó. Buscó una escalera y subió despacio. Tomó a Pancho en sus brazos y bajaron juntos.
Esa noche, Pancho durmió a los pies de la cama de Sofía.`

const elPudu = `El pudú
El pudú es uno de los ciervos más pequeños del mundo. Vive en los bosques del sur de Chile.
Es del tamaño de un perro pequeño. Su pelo es de color café.
Come hojas, brotes y frutos. Es un animal tímido: cuando siente ruidos, se esconde entre las plantas.
Hoy quedan pocos pudúes. Por eso, debemos cuidar los bosques donde viven.`

const brochetas = `Brochetas de fruta
Necesitas:
un plátano, diez uvas, una manzana y palitos de brocheta.
Pasos:
1. Lava bien las uvas y la manzana.
2. Pide a un adulto que corte la manzana y el plátano en trozos.
3. Pasa los trozos de fruta por el palito.
4. ¡Listo! Come tu brocheta en la colación.`

const laLluvia = `La lluvia
Tic, tac, cae la lluvia
sobre el techo y el balcón;
las gotitas van saltando
como niñas de algodón.
Mi perrito mira el agua
escondido en su rincón,
y yo tomo leche tibia
con galletas de limón.`

const cartaALaAbuela = `Querida abuela Rosa:
Te escribo para contarte que ayer fue mi cumpleaños. ¡Cumplí ocho años!
Mis amigos vinieron a la casa y jugamos a la pinta en el patio. Mi mamá hizo una torta de chocolate.
Te eché mucho de menos. ¿Cuándo vienes a visitarnos?
Un abrazo grande,
Tomás`

const segundoBasico = group('SIMCE', 'Lenguaje', '2° Básico', [
  ...withText(elGatoPancho, [
    {
      habilidad: 'Localizar',
      enunciado: '¿De qué color es Pancho?',
      alternativas: ['Negro', 'Blanco', 'Gris', 'Café'],
      correcta: 2,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Adónde subió Pancho?',
      alternativas: ['A un árbol', 'A un techo', 'A una escalera', 'A una cama'],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué maullaba Pancho?',
      alternativas: ['Porque tenía hambre.', 'Porque quería jugar.', 'Porque tenía sueño.', 'Porque no podía bajar.'],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué Sofía buscó una escalera?',
      alternativas: ['Para pintar el árbol.', 'Para bajar a Pancho.', 'Para sacar fruta.', 'Para jugar con Pancho.'],
      correcta: 1,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué tipo de texto es «El gato Pancho»?',
      alternativas: ['Una receta', 'Una carta', 'Un cuento', 'Una noticia'],
      correcta: 2,
    },
  ]),
  ...withText(elPudu, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Dónde vive el pudú?',
      alternativas: [
        'En el desierto del norte.',
        'En los bosques del sur.',
        'En las playas del centro.',
        'En las casas de la ciudad.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué come el pudú?',
      alternativas: ['Peces y algas del mar', 'Semillas y gusanos', 'Carne y huesos', 'Hojas, brotes y frutos'],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué el pudú se esconde entre las plantas?',
      alternativas: ['Porque es tímido.', 'Porque tiene frío.', 'Porque busca agua.', 'Porque quiere dormir.'],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'Según el texto, ¿cómo podemos ayudar a los pudúes?',
      alternativas: [
        'Llevándolos a la casa.',
        'Dándoles pan y leche.',
        'Cuidando los bosques.',
        'Poniéndoles un collar.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Para qué fue escrito el texto «El pudú»?',
      alternativas: [
        'Para contar un cuento de animales.',
        'Para invitar a una fiesta.',
        'Para dar información sobre un animal.',
        'Para enseñar a preparar una comida.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(brochetas, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cuántas uvas se necesitan para las brochetas?',
      alternativas: ['Dos', 'Cinco', 'Diez', 'Veinte'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué se debe hacer primero?',
      alternativas: ['Comer la brocheta.', 'Lavar la fruta.', 'Cortar el plátano.', 'Pasar la fruta por el palito.'],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué un adulto debe cortar la fruta?',
      alternativas: [
        'Porque los niños no comen fruta.',
        'Porque la fruta está muy sucia.',
        'Porque el adulto tiene mucha hambre.',
        'Porque usar cuchillo es peligroso.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Para qué sirve el texto «Brochetas de fruta»?',
      alternativas: [
        'Para enseñar a preparar algo.',
        'Para contar una historia.',
        'Para saludar a un amigo.',
        'Para describir un animal.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: 'En la receta, ¿para qué sirven los números 1, 2, 3 y 4?',
      alternativas: [
        'Para contar las frutas.',
        'Para mostrar el orden de los pasos.',
        'Para decir cuánto cuesta.',
        'Para saber cuántos niños comen.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(laLluvia, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué hace el perrito en el poema?',
      alternativas: ['Juega bajo la lluvia.', 'Come galletas de limón.', 'Mira el agua.', 'Duerme en el balcón.'],
      correcta: 2,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué sonido hace la lluvia en el poema?',
      alternativas: ['Tic, tac', 'Pum, pum', 'Guau, guau', 'Miau, miau'],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'En el poema, ¿con qué se compara a las gotitas de lluvia?',
      alternativas: ['Con unas galletas', 'Con un perrito', 'Con leche tibia', 'Con niñas que saltan'],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cómo está el niño que habla en el poema?',
      alternativas: ['Asustado', 'Tranquilo', 'Enojado', 'Aburrido'],
      correcta: 1,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cómo sabemos que «La lluvia» es un poema?',
      alternativas: [
        'Porque tiene pasos numerados.',
        'Porque empieza con un saludo.',
        'Porque tiene versos que riman.',
        'Porque da información de animales.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(cartaALaAbuela, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Quién escribió la carta?',
      alternativas: ['La abuela Rosa', 'La mamá', 'Un amigo', 'Tomás'],
      correcta: 3,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Cuántos años cumplió Tomás?',
      alternativas: ['Seis', 'Siete', 'Ocho', 'Nueve'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Para qué escribió Tomás la carta?',
      alternativas: [
        'Para contarle a su abuela sobre su cumpleaños.',
        'Para pedirle una torta a su abuela.',
        'Para invitar a sus amigos a jugar.',
        'Para explicar cómo se juega a la pinta.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué quiere decir Tomás con «te eché mucho de menos»?',
      alternativas: [
        'Que se olvidó de su abuela.',
        'Que extrañó a su abuela.',
        'Que su abuela llegó tarde.',
        'Que le faltó torta.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué parte de la carta es el saludo?',
      alternativas: ['Querida abuela Rosa:', 'Un abrazo grande,', 'Tomás', '¿Cuándo vienes a visitarnos?'],
      correcta: 0,
    },
  ]),
])

// 4° Básico

const laSemillaDeAmanda = `La semilla de Amanda
Amanda encontró una semilla en la cocina y la plantó en un macetero con tierra. Todas las mañanas la regaba y se agachaba para mirarla de cerca.
—¿Por qué no crece? —preguntó al tercer día, con los brazos cruzados.
Su abuela sonrió y le dijo:
—Las semillas trabajan bajo la tierra, donde nadie las ve. Tú riega y espera.
Amanda estaba impaciente, pero siguió regando. Una semana después, un brote verde asomó entre la tierra. Amanda gritó tan fuerte que el perro salió corriendo al patio.
Durante el verano, la planta creció y se llenó de tomates rojos. Amanda los repartió entre sus vecinos y les contó, orgullosa, que todo había empezado con una semilla pequeñita y mucha paciencia.`

const pinguinoDeHumboldt = `El pingüino de Humboldt
¿Dónde vive?
El pingüino de Humboldt vive en las costas de Chile y Perú. Su nombre viene de la corriente de Humboldt, una corriente de agua fría que recorre esas costas y que tiene muchos peces.
¿Cómo es?
Mide entre 55 y 70 centímetros. Tiene el dorso negro, el pecho blanco y una franja negra en forma de herradura sobre el pecho. No puede volar, pero es un excelente nadador: usa sus alas como aletas.
¿Qué come?
Se alimenta de peces pequeños, como anchovetas y sardinas.
¿Por qué hay que protegerlo?
Su población ha disminuido por la pesca excesiva, la contaminación del mar y el daño a los lugares donde hace sus nidos. Por eso, es una especie protegida.`

const noticiaRio = `Estudiantes limpian la ribera de un estero
Villa Alegre, 12 de octubre. El sábado pasado, treinta estudiantes de la Escuela Los Aromos limpiaron la ribera del estero El Sauce. Durante cuatro horas recogieron botellas, bolsas plásticas y latas.
La actividad fue organizada por el curso 4° Básico A, junto a sus apoderados y a la profesora Marta Soto.
—Queríamos que el estero volviera a ser un lugar bonito para las familias —contó Benjamín, uno de los estudiantes.
Al final de la jornada juntaron veinte sacos de basura. Los estudiantes ya planean volver en marzo, y esta vez instalarán letreros para pedir a los visitantes que no boten basura.`

const afiche = `¡VEN A LA FERIA DEL LIBRO DE NUESTRA ESCUELA!
Viernes 8 de noviembre, de 10:00 a 13:00 horas
Gimnasio de la Escuela Los Aromos
• Intercambio de libros: trae un libro que ya leíste y llévate otro.
• Cuentacuentos para los más pequeños.
• Concurso de marcadores de libros.
Entrada liberada. ¡Te esperamos con toda tu familia!
«Un libro es un viaje que cabe en tu mochila».`

const elColibriYElCondor = `El colibrí y el cóndor
Un día de verano, un incendio comenzó en el bosque. Todos los animales huyeron hacia el río. Desde la orilla, el cóndor vio pasar a un colibrí que volaba una y otra vez hacia el fuego.
—¿Qué haces? —le preguntó el cóndor.
—Llevo gotas de agua en el pico para apagar el incendio —respondió el colibrí.
El cóndor se rio.
—¡Eres tan pequeño! Nunca lo apagarás tú solo.
—Ya lo sé —dijo el colibrí—, pero estoy haciendo mi parte.
El cóndor se quedó pensando. Luego extendió sus grandes alas y voló hacia el río. Al verlo, los demás animales también comenzaron a llevar agua. Entre todos, lograron apagar el fuego.`

const cuartoBasico = group('SIMCE', 'Lenguaje', '4° Básico', [
  ...withText(laSemillaDeAmanda, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Dónde encontró Amanda la semilla?',
      alternativas: ['En el patio', 'En la cocina', 'En el macetero', 'En la casa de un vecino'],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué significa que Amanda estaba «impaciente»?',
      alternativas: [
        'Que estaba muy cansada de regar.',
        'Que le daba miedo la planta nueva.',
        'Que no le gustaban los tomates.',
        'Que quería ver la planta pronto.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué quiso decir la abuela con «las semillas trabajan bajo la tierra, donde nadie las ve»?',
      alternativas: [
        'Que la semilla está creciendo aunque todavía no se note.',
        'Que la semilla se perdió dentro del macetero.',
        'Que hay que sacar la semilla para mirarla.',
        'Que las semillas solo crecen en la oscuridad total.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué el perro salió corriendo al patio?',
      alternativas: [
        'Porque quería comerse los tomates.',
        'Porque la abuela lo llamó.',
        'Porque Amanda gritó de alegría.',
        'Porque empezó a llover.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué enseñanza deja el cuento «La semilla de Amanda»?',
      alternativas: [
        'Que no vale la pena plantar semillas.',
        'Que es mejor comprar los tomates.',
        'Que los abuelos siempre tienen la razón.',
        'Que algunas cosas necesitan tiempo y paciencia.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(pinguinoDeHumboldt, [
    {
      habilidad: 'Localizar',
      enunciado: '¿De qué se alimenta el pingüino de Humboldt?',
      alternativas: ['De algas y plantas marinas', 'De peces pequeños', 'De insectos', 'De huevos de otras aves'],
      correcta: 1,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿de dónde viene el nombre del pingüino de Humboldt?',
      alternativas: [
        'De una corriente de agua fría.',
        'De la persona que lo dibujó.',
        'De una isla del sur de Chile.',
        'Del color de sus plumas.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Para qué usa sus alas el pingüino de Humboldt?',
      alternativas: ['Para volar alto', 'Para cavar nidos', 'Para nadar', 'Para abrigar a sus crías'],
      correcta: 2,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Para qué sirven las preguntas escritas antes de cada párrafo del texto?',
      alternativas: [
        'Para que el lector responda por escrito.',
        'Para indicar de qué trata cada parte.',
        'Para mostrar lo que el autor no sabe.',
        'Para que el texto parezca una entrevista.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué el pingüino de Humboldt es una especie protegida?',
      alternativas: [
        'Porque es el pingüino más grande.',
        'Porque vive en Chile y en Perú.',
        'Porque no sabe volar.',
        'Porque su población ha disminuido.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(noticiaRio, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cuántos sacos de basura juntaron los estudiantes?',
      alternativas: ['Cuatro', 'Doce', 'Veinte', 'Treinta'],
      correcta: 2,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿Quiénes organizaron la limpieza del estero?',
      alternativas: [
        'El curso 4° Básico A, con apoderados y su profesora.',
        'Los vecinos de Villa Alegre, con el alcalde.',
        'Benjamín y sus hermanos, con sus padres.',
        'Los visitantes del estero, con los bomberos.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Para qué instalarán letreros los estudiantes en marzo?',
      alternativas: [
        'Para indicar el camino al estero.',
        'Para anunciar la próxima feria.',
        'Para contar cuánta basura juntaron.',
        'Para pedir que no boten basura.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál es el propósito principal de esta noticia?',
      alternativas: [
        'Informar sobre una actividad realizada por estudiantes.',
        'Convencer a los lectores de visitar el estero.',
        'Enseñar a reciclar botellas y latas.',
        'Contar un cuento sobre un río encantado.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Para qué se incluyen en la noticia las palabras de Benjamín?',
      alternativas: [
        'Para dar la fecha exacta de la actividad.',
        'Para mostrar por qué limpiaron el estero.',
        'Para explicar cómo se contaron los sacos.',
        'Para describir el paisaje del estero.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(afiche, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Dónde se realizará la Feria del Libro?',
      alternativas: [
        'En la biblioteca municipal',
        'En la sala de cuarto básico',
        'En el gimnasio de la escuela',
        'En la plaza',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'Según el afiche, ¿qué debe llevar quien quiera participar en el intercambio?',
      alternativas: [
        'Dinero para la entrada',
        'Un libro que ya leyó',
        'Un marcador de libros',
        'Una invitación impresa',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál es el propósito del afiche?',
      alternativas: [
        'Explicar cómo se escribe un libro.',
        'Contar la historia de la escuela.',
        'Vender libros usados a precios bajos.',
        'Invitar a la Feria del Libro.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué quiere decir la frase «Un libro es un viaje que cabe en tu mochila»?',
      alternativas: [
        'Que leer permite conocer lugares e historias nuevas.',
        'Que los libros deben llevarse siempre a los viajes.',
        'Que la mochila es el mejor lugar para guardar libros.',
        'Que los libros pequeños son los más entretenidos.',
      ],
      correcta: 0,
    },
  ]),
  ...withText(elColibriYElCondor, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué llevaba el colibrí en el pico?',
      alternativas: ['Semillas', 'Ramitas', 'Agua', 'Tierra'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué se rio el cóndor?',
      alternativas: [
        'Porque el colibrí le contó un chiste muy gracioso.',
        'Porque creyó que el colibrí no podría apagar el fuego.',
        'Porque el incendio ya se había apagado solo.',
        'Porque el colibrí volaba de una forma chistosa.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué hizo cambiar de actitud al cóndor?',
      alternativas: [
        'El miedo a quemarse las alas.',
        'La orden de los demás animales.',
        'El cansancio de estar en la orilla.',
        'La respuesta del colibrí.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué enseñanza deja la fábula del colibrí y el cóndor?',
      alternativas: [
        'Cada uno puede aportar, y juntos se logran grandes cosas.',
        'Los animales grandes siempre son los más valientes.',
        'Es mejor alejarse de los problemas de los demás.',
        'Los incendios solo pueden apagarlos los bomberos.',
      ],
      correcta: 0,
    },
  ]),
])

// 6° Básico

const elPartidoBajoLaLluvia = `El partido bajo la lluvia
Faltaban cinco minutos y el marcador seguía cero a cero. La lluvia había convertido la cancha de la población en una laguna de barro, y las zapatillas de Josefa pesaban como ladrillos.
Desde la orilla, su hermano chico gritaba su nombre con las manos en forma de bocina. Josefa pensó en las tardes en que había practicado sola contra el muro de la sede vecinal, mientras los demás se iban a sus casas.
La pelota llegó rebotando. Josefa no pensó: levantó la vista, vio a la arquera adelantada y pateó con la punta del pie. La pelota dibujó una curva torcida, casi ridícula, y entró rozando el palo.
Nadie dijo que había sido un golazo. Pero esa noche, mientras su mamá le lavaba las zapatillas en la batea, Josefa sonreía sin poder evitarlo.`

const losGlaciares = `Los glaciares, reservas de agua dulce
Un glaciar es una gran masa de hielo que se forma en lugares donde, año tras año, cae más nieve de la que se derrite. Con el tiempo, la nieve se compacta y se transforma en hielo.
Aunque parecen inmóviles, los glaciares se desplazan lentamente, arrastrados por su propio peso. Al moverse, desgastan las rocas y modelan valles, lagos y fiordos.
Los glaciares son muy importantes para las personas. Guardan agua dulce en forma de hielo y, durante los meses secos, su deshielo alimenta ríos que abastecen ciudades y cultivos.
Chile tiene una gran cantidad de glaciares a lo largo de la cordillera de los Andes. Sin embargo, muchos de ellos están retrocediendo debido al aumento de las temperaturas. Por eso, los científicos los estudian con atención y recomiendan protegerlos.`

const gabrielaMistral = `Gabriela Mistral
Lucila Godoy Alcayaga nació en 1889 en Vicuña, en el valle de Elqui. Desde muy joven trabajó como profesora en escuelas rurales, y más tarde enseñó en liceos de distintas ciudades de Chile.
Mientras hacía clases, escribía poemas. Para publicarlos, adoptó el nombre de Gabriela Mistral. En 1922 apareció su libro Desolación, que la dio a conocer en muchos países.
Su trabajo como educadora la llevó a colaborar con la reforma educacional de México y, después, a representar a Chile como cónsul en distintos países.
En 1945 recibió el Premio Nobel de Literatura: fue la primera persona latinoamericana en obtenerlo. Sus poemas y rondas infantiles se siguen leyendo y cantando en las escuelas de todo el continente.`

const cartaRecreos = `Carta al diario escolar
Señor director:
Escribo para proponer que los recreos de nuestra escuela duren veinte minutos en lugar de quince.
En primer lugar, quince minutos no alcanzan para comer la colación, ir al baño y jugar. Muchos compañeros deben elegir entre comer o jugar.
En segundo lugar, moverse y conversar ayuda a descansar la mente. Después de un recreo más largo, estaríamos más atentos en clases.
Algunos dirán que así perderíamos tiempo de estudio. Sin embargo, cinco minutos menos de clase pueden aprovecharse mejor si volvemos a la sala con energía.
Por estas razones, pido que el Consejo Escolar discuta esta propuesta.
Ignacio Fuentes, 6° Básico B`

const compost = `Cómo hacer compost en casa
El compost es un abono natural que se obtiene de la descomposición de restos orgánicos. Sirve para nutrir la tierra de plantas y huertos, y reduce la basura que llega a los vertederos.
Materiales:
• Un cajón de madera o un balde grande con agujeros.
• Restos de frutas y verduras, cáscaras de huevo, hojas secas y pasto cortado.
Pasos:
1. Pon una capa de hojas secas en el fondo del recipiente.
2. Agrega los restos de frutas y verduras y cúbrelos con otra capa de hojas secas.
3. Riega un poco para mantener la mezcla húmeda, pero no empapada.
4. Revuelve la mezcla una vez por semana para que entre aire.
5. Después de dos o tres meses, tendrás un compost oscuro, con olor a tierra de bosque.
Importante: no agregues carne, huesos ni lácteos, porque atraen moscas y producen malos olores.`

const sextoBasico = group('SIMCE', 'Lenguaje', '6° Básico', [
  ...withText(elPartidoBajoLaLluvia, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cómo estaba el marcador cuando faltaban cinco minutos?',
      alternativas: ['Uno a cero', 'Cero a cero', 'Uno a uno', 'Dos a uno'],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué quiere decir que las zapatillas de Josefa «pesaban como ladrillos»?',
      alternativas: [
        'Que estaban hechas de un material muy duro.',
        'Que eran zapatillas de un número más grande.',
        'Que el barro y el agua las hacían pesadas.',
        'Que Josefa las había llenado de piedras.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué el narrador menciona las tardes en que Josefa practicaba sola contra el muro?',
      alternativas: [
        'Para mostrar que el gol fue fruto de su esfuerzo.',
        'Para explicar por qué Josefa no tenía amigos.',
        'Para describir cómo era la sede vecinal.',
        'Para contar que Josefa prefería jugar sola.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cómo se sentía Josefa al final del cuento?',
      alternativas: ['Avergonzada', 'Preocupada', 'Aburrida', 'Feliz'],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué tipo de narrador tiene este cuento?',
      alternativas: [
        'Un narrador protagonista, que es la misma Josefa.',
        'Un narrador testigo, que es el hermano de Josefa.',
        'Un narrador externo que conoce lo que piensa Josefa.',
        'Un narrador que conversa directamente con el lector.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(losGlaciares, [
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿cómo se forma un glaciar?',
      alternativas: [
        'Con agua de mar que se congela cerca de la costa.',
        'Con nieve acumulada que se compacta hasta ser hielo.',
        'Con lluvia que se congela al caer sobre los lagos.',
        'Con el hielo que arrastran los ríos desde el sur.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cuál es la idea principal del tercer párrafo?',
      alternativas: [
        'Los glaciares se mueven muy lentamente.',
        'Chile tiene muchos glaciares en la cordillera.',
        'Los glaciares forman valles y fiordos.',
        'Los glaciares son reservas de agua para las personas.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'Según el texto, ¿por qué muchos glaciares están retrocediendo?',
      alternativas: [
        'Por el aumento de las temperaturas.',
        'Porque cae demasiada nieve sobre ellos.',
        'Porque los ríos se llevan su hielo.',
        'Por el movimiento de los fiordos.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'En el texto, ¿qué significa la palabra «modelan»?',
      alternativas: ['Fotografían', 'Destruyen por completo', 'Dan forma', 'Llenan de agua'],
      correcta: 2,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál es el propósito del texto «Los glaciares, reservas de agua dulce»?',
      alternativas: [
        'Narrar una aventura en la cordillera.',
        'Informar qué son los glaciares y por qué importan.',
        'Convencer a los lectores de viajar al sur.',
        'Explicar cómo fabricar hielo en casa.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(gabrielaMistral, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Cuál era el nombre verdadero de Gabriela Mistral?',
      alternativas: [
        'Lucila Godoy Alcayaga',
        'Gabriela Elqui Godoy',
        'Lucila Mistral Vicuña',
        'Gabriela Alcayaga Soto',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: '¿En qué año recibió Gabriela Mistral el Premio Nobel de Literatura?',
      alternativas: ['1889', '1922', '1945', '1957'],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué hizo Gabriela Mistral antes de publicar Desolación?',
      alternativas: [
        'Fue cónsul de Chile en distintos países.',
        'Recibió el Premio Nobel de Literatura.',
        'Recibió homenajes en todo el continente.',
        'Trabajó como profesora en escuelas rurales.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué tipo de texto es «Gabriela Mistral»?',
      alternativas: ['Una biografía', 'Un cuento', 'Una noticia', 'Un poema'],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué muestra la última oración del texto sobre la obra de Gabriela Mistral?',
      alternativas: [
        'Que solo se conoce en el valle de Elqui.',
        'Que se sigue leyendo en las escuelas.',
        'Que fue olvidada después de su muerte.',
        'Que fue escrita solo para adultos.',
      ],
      correcta: 1,
    },
  ]),
  ...withText(cartaRecreos, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué propone Ignacio en su carta?',
      alternativas: [
        'Eliminar los recreos de la tarde.',
        'Que los recreos duren veinte minutos.',
        'Comer la colación dentro de la sala.',
        'Cambiar el horario de entrada.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cuál de las siguientes afirmaciones es una opinión de Ignacio y no un hecho?',
      alternativas: [
        'Los recreos de la escuela duran quince minutos.',
        'Ignacio es estudiante de 6° Básico B.',
        'Con recreos más largos, estarían más atentos en clases.',
        'La carta está dirigida al director del diario escolar.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado:
        '¿Qué función cumple el párrafo que comienza con «Algunos dirán que así perderíamos tiempo de estudio»?',
      alternativas: [
        'Responder a una posible crítica a la propuesta.',
        'Despedirse del director del diario.',
        'Presentar al autor de la carta.',
        'Describir cómo son los recreos actuales.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál es el propósito de la carta de Ignacio?',
      alternativas: [
        'Contar lo que pasó en un recreo.',
        'Explicar las reglas de un juego.',
        'Informar el horario de la escuela.',
        'Convencer de alargar los recreos.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(compost, [
    {
      habilidad: 'Localizar',
      enunciado: 'Según el texto, ¿qué no se debe agregar al compost?',
      alternativas: [
        'Cáscaras de huevo y hojas secas',
        'Restos de frutas y verduras',
        'Carne, huesos y lácteos',
        'Pasto cortado',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Para qué se revuelve la mezcla una vez por semana?',
      alternativas: [
        'Para que entre aire.',
        'Para que se seque por completo.',
        'Para sacar los restos de fruta.',
        'Para que no crezcan plantas.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cómo se sabe que el compost está listo?',
      alternativas: [
        'Porque se llena de moscas y gusanos.',
        'Porque queda empapado de agua.',
        'Porque las hojas secas se ponen verdes.',
        'Porque es oscuro y huele a bosque.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Por qué el texto usa una lista numerada para los pasos?',
      alternativas: [
        'Para que el texto sea más largo.',
        'Para indicar el orden en que deben hacerse.',
        'Para mostrar cuáles pasos son opcionales.',
        'Para separar las opiniones de los hechos.',
      ],
      correcta: 1,
    },
  ]),
])

// 8° Básico

const laCasaDelFaro = `La casa del faro
Cuando el abuelo Aurelio murió, a nadie le interesó la casa del faro. Era pequeña, estaba lejos del pueblo y el viento del sur la golpeaba todo el invierno. Solo Elisa, que tenía trece años, pidió ir a verla.
Encontró las ventanas cubiertas de sal y, sobre la mesa, un cuaderno de tapas azules. Adentro, con letra apretada, el abuelo había anotado cada barco que pasó frente al faro durante cuarenta años: el nombre, la hora, el estado del mar. Al final de cada página había escrito lo mismo: «Todos llegaron a puerto».
Elisa pasó la tarde leyendo. Afuera, el mar golpeaba las rocas con la misma paciencia de siempre. Cuando su madre vino a buscarla, Elisa escondió el cuaderno bajo el chaleco.
—¿Y? —preguntó la madre—. ¿Vale la pena conservarla?
Elisa miró la lámpara apagada en lo alto de la torre.
—Sí —dijo—. Alguien tiene que seguir mirando el mar.`

const poemaCerro = `Canción del cerro
El cerro se pone su poncho de niebla
y baja despacio a mirar el mar;
las casas, colgadas de sus escaleras,
se asoman dormidas para saludar.
Las micros trepan tosiendo sus ganas,
los perros del puerto despiertan al sol,
y un barco pintado de azul y naranja
le presta a la bahía su único color.
Yo vivo aquí arriba, donde el viento enseña
a tender la ropa y a levantar la voz:
mi cerro es un libro de páginas viejas
que cada tarde me lee una canción.`

const columnaCelulares = `¿Celulares en la sala? Sí, pero con reglas
Cada cierto tiempo vuelve la discusión: ¿deben prohibirse los celulares en la sala de clases? Quienes apoyan la prohibición tienen razones atendibles: las notificaciones distraen, las redes sociales compiten con la atención de los estudiantes y algunos usan el teléfono para copiar.
Sin embargo, prohibirlos por completo es desperdiciar una herramienta. Con un celular se puede buscar una definición, grabar un experimento, leer un libro digital o resolver una encuesta en tiempo real. El problema no es el aparato, sino el uso sin reglas.
Por eso, propongo un camino intermedio: que los celulares permanezcan guardados durante la clase y se usen solo cuando el profesor lo indique para una actividad concreta. Así se reducen las distracciones sin renunciar a lo que la tecnología puede aportar.
Aprender a usar el celular con responsabilidad también es parte de la educación. Y eso no se aprende escondiéndolo, sino usándolo bien.`

const atrapanieblas = `Atrapanieblas: agua que viene del aire
En la costa del norte de Chile casi no llueve. Sin embargo, muchas mañanas, una densa neblina llamada camanchaca cubre los cerros cercanos al mar. Esa neblina está formada por millones de gotas diminutas de agua suspendidas en el aire.
Los atrapanieblas aprovechan ese recurso. Son grandes mallas verticales, instaladas en lugares altos, donde el viento empuja la niebla. Al chocar con la malla, las gotitas se juntan, forman gotas más grandes y escurren hacia una canaleta que las lleva a un estanque.
El agua obtenida se ha usado para regar huertos, dar de beber a animales e incluso fabricar cerveza artesanal en algunas localidades del norte. Su principal ventaja es que no requiere energía eléctrica ni combustibles: solo viento y niebla.
No obstante, los atrapanieblas no funcionan en cualquier lugar. Necesitan neblina frecuente, viento constante y una comunidad que mantenga las mallas en buen estado. Por eso, antes de instalarlos, se estudia durante meses el sector elegido.`

const laBibliotecaria = `Escena en la biblioteca
(Una biblioteca escolar, al final de la tarde. LUCAS, de catorce años, recorre los estantes. MARGARITA, la bibliotecaria, ordena fichas detrás del mesón).
MARGARITA: (Sin levantar la vista). Si buscas el libro de la tarea, se lo llevaron todos.
LUCAS: No busco ese. Busco uno que mi papá leyó cuando tenía mi edad.
MARGARITA: (Deja las fichas). ¿Cómo se llama?
LUCAS: No sé. Solo sé que tenía un barco en la tapa y que él lo leyó tres veces.
MARGARITA: (Sonríe y camina hacia un estante alto). Hace treinta años que nadie me pide ese libro.
(Saca un volumen gastado y se lo entrega. LUCAS lo abre con cuidado, como si fuera a romperse).`

const octavoBasico = group('SIMCE', 'Lenguaje', '8° Básico', [
  ...withText(laCasaDelFaro, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué anotaba el abuelo Aurelio en su cuaderno?',
      alternativas: [
        'Las tormentas de cada invierno.',
        'Los barcos que pasaban.',
        'Los nombres de sus nietos.',
        'Los arreglos de la casa.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué revela sobre el abuelo la frase «Todos llegaron a puerto»?',
      alternativas: [
        'Que le molestaba que los barcos pasaran frente al faro.',
        'Que él mismo había sido capitán de un barco.',
        'Que se sentía responsable de los barcos.',
        'Que no sabía qué más escribir en el cuaderno.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué Elisa esconde el cuaderno bajo el chaleco?',
      alternativas: [
        'Porque su madre le prohibió entrar a la casa.',
        'Porque quiere guardarlo como algo propio y valioso.',
        'Porque tiene frío y quiere abrigarse con él.',
        'Porque lo había sacado de la casa de un vecino.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué quiere decir Elisa con «Alguien tiene que seguir mirando el mar»?',
      alternativas: [
        'Que quiere continuar el cuidado que tenía su abuelo.',
        'Que planea trabajar como pescadora en el pueblo.',
        'Que quiere ser vigilante en el puerto del pueblo.',
        'Que prefiere vivir lejos de su madre.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado:
        'En el texto se dice que el mar golpeaba las rocas «con la misma paciencia de siempre». ¿Qué recurso se usa?',
      alternativas: ['Hipérbole', 'Onomatopeya', 'Enumeración', 'Personificación'],
      correcta: 3,
    },
  ]),
  ...withText(poemaCerro, [
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué significa que el cerro «se pone su poncho de niebla»?',
      alternativas: [
        'Que en el cerro hace mucho frío.',
        'Que los habitantes usan ponchos.',
        'Que la niebla cubre el cerro.',
        'Que en el cerro venden ropa.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué actitud tiene el hablante lírico hacia el lugar donde vive?',
      alternativas: ['De cariño', 'De rechazo', 'De indiferencia', 'De temor'],
      correcta: 0,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según el poema, ¿qué le presta su color a la bahía?',
      alternativas: ['El sol de la mañana', 'Las casas del cerro', 'Los perros del puerto', 'Un barco azul y naranja'],
      correcta: 3,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué recurso se usa en el verso «Las micros trepan tosiendo sus ganas»?',
      alternativas: ['Comparación', 'Personificación', 'Pregunta retórica', 'Enumeración'],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué el hablante dice que su cerro «es un libro de páginas viejas»?',
      alternativas: [
        'Porque en el cerro hay una biblioteca.',
        'Porque las casas del cerro están en mal estado.',
        'Porque el cerro guarda historias que él descubre cada día.',
        'Porque el hablante escribe libros sobre el cerro.',
      ],
      correcta: 2,
    },
  ]),
  ...withText(columnaCelulares, [
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cuál es la tesis que defiende el autor de la columna?',
      alternativas: [
        'Los celulares deben prohibirse en todos los colegios.',
        'Los celulares deben usarse en clases con reglas claras.',
        'Los estudiantes deben decidir cuándo usar el celular.',
        'El celular es la mejor herramienta para aprender.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Localizar',
      enunciado: 'Según la columna, ¿qué razones dan quienes apoyan la prohibición?',
      alternativas: [
        'Que los celulares son muy caros.',
        'Que los profesores no saben usarlos.',
        'Que los celulares se echan a perder en la sala.',
        'Que las notificaciones y redes sociales distraen.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué función cumple el segundo párrafo de la columna?',
      alternativas: [
        'Mostrar usos educativos del celular que cuestionan la prohibición.',
        'Narrar una experiencia personal del autor en sus clases.',
        'Describir las características técnicas de los celulares actuales.',
        'Concluir el texto con un llamado a la acción.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Por qué el autor menciona primero las razones de quienes apoyan la prohibición?',
      alternativas: [
        'Para mostrar que está de acuerdo con ellos.',
        'Para ocupar más espacio en el diario.',
        'Para reconocerlas antes de presentar su postura.',
        'Para burlarse de quienes piensan distinto.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál de estos hechos debilitaría el argumento del autor?',
      alternativas: [
        'Que un curso haya leído un libro digital en clases.',
        'Que un profesor use encuestas en línea en sus clases.',
        'Que los estudiantes graben sus experimentos de ciencias.',
        'Que, aun con reglas, los estudiantes se distraigan con el celular.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(atrapanieblas, [
    {
      habilidad: 'Localizar',
      enunciado: '¿Qué es la camanchaca, según el texto?',
      alternativas: [
        'Una lluvia intensa del norte.',
        'Una densa neblina costera.',
        'Un tipo de malla para captar agua.',
        'Un viento seco de la cordillera.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Cuál es la principal ventaja de los atrapanieblas, según el texto?',
      alternativas: [
        'Funcionan en cualquier lugar del país.',
        'Producen grandes cantidades de agua potable.',
        'No necesitan electricidad ni combustibles.',
        'No requieren ningún tipo de mantención.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué relación se establece entre el primer y el segundo párrafo?',
      alternativas: [
        'El primero presenta un recurso y el segundo explica cómo se aprovecha.',
        'El primero da una opinión y el segundo la rechaza.',
        'El primero narra una historia y el segundo la concluye.',
        'El primero define un objeto y el segundo cuenta su historia.',
      ],
      correcta: 0,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: 'En el último párrafo, ¿qué introduce la expresión «No obstante»?',
      alternativas: [
        'Un ejemplo de los usos del agua.',
        'Una limitación de los atrapanieblas.',
        'Una causa de la falta de lluvia.',
        'Una conclusión sobre la camanchaca.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Cuál es el propósito del texto sobre los atrapanieblas?',
      alternativas: [
        'Convencer de instalar atrapanieblas en todas las ciudades.',
        'Narrar la vida de una comunidad del norte.',
        'Criticar el uso del agua en los huertos.',
        'Explicar cómo funciona un sistema para obtener agua.',
      ],
      correcta: 3,
    },
  ]),
  ...withText(laBibliotecaria, [
    {
      habilidad: 'Reflexionar',
      enunciado: '¿Qué tipo de texto es «Escena en la biblioteca»?',
      alternativas: ['Un texto dramático', 'Un poema lírico', 'Una noticia breve', 'Una biografía'],
      correcta: 0,
    },
    {
      habilidad: 'Reflexionar',
      enunciado: 'En la escena, ¿qué función cumplen los textos escritos entre paréntesis?',
      alternativas: [
        'Reproducir lo que dicen los personajes en voz alta.',
        'Dar la opinión del autor sobre la historia.',
        'Indicar el lugar y lo que hacen los personajes.',
        'Explicar el significado de las palabras difíciles.',
      ],
      correcta: 2,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Por qué Lucas busca ese libro en particular?',
      alternativas: [
        'Porque lo necesita para la tarea de lenguaje.',
        'Porque quiere conocer un libro que marcó a su papá.',
        'Porque la bibliotecaria se lo recomendó en clases.',
        'Porque le interesan los libros sobre barcos.',
      ],
      correcta: 1,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué se puede inferir de Margarita a partir de su última intervención?',
      alternativas: [
        'Que no le gusta prestar libros antiguos.',
        'Que leyó el libro junto al papá de Lucas.',
        'Que quiere que Lucas se vaya pronto.',
        'Que conoce muy bien los libros de la biblioteca.',
      ],
      correcta: 3,
    },
    {
      habilidad: 'Interpretar y relacionar',
      enunciado: '¿Qué sugiere que Lucas abra el libro «como si fuera a romperse»?',
      alternativas: [
        'Que lo considera valioso.',
        'Que el libro está roto.',
        'Que no sabe leer bien.',
        'Que tiene miedo de Margarita.',
      ],
      correcta: 0,
    },
  ]),
])

export const simceLenguaje = [...segundoBasico, ...cuartoBasico, ...sextoBasico, ...octavoBasico]
