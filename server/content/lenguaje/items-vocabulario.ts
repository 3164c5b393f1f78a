/**
 * Items written for the OA of the new words of 1°–6° Básico: «Usar de manera adecuada en sus escritos» (LE01
 * OA 16, LE02 OA 18, LE03 OA 19, LE04 OA 18, LE05 OA 19, LE06 OA 19) and «al hablar» (LE01 OA 24, LE02 OA 28,
 * LE03 OA 29, LE04 OA 28, LE05 OA 29, LE06 OA 30) «las palabras nuevas aprendidas en textos leídos o
 * escuchados». Each item gives a new word a child met in a story or an article, with its meaning, and asks for
 * the sentence that uses it well — written (a notebook, a letter, a story) for the writing OA, said (a
 * conversation, a presentation, a game at recess) for the oral OA. The wrong options use the word against its
 * meaning, so the child must know it. Each level has its own words, chosen for the age: «enorme», «veloz» in 1°;
 * «perseverante», «sigiloso» in 4°; «meticuloso», «inhóspito» in 6°.
 */
import { choices, opens } from './items-oa-define'
import type { OaOpenQuestion, OaQuestion } from './types'

// ——— 1° Básico ———
const escritas1 = choices('LE01 OA 16', 'Aplicar', 'vocabulario', [
  [
    'En un cuento, Ema leyó la palabra nueva «enorme», que quiere decir «muy grande». ¿Qué oración escribió bien?',
    'El elefante es enorme.',
    'La hormiguita es enorme.',
    'El grano es enorme.',
    'La pulga es enorme.',
  ],
  [
    'La palabra nueva «veloz» quiere decir «muy rápido». ¿En qué oración se usa con ese sentido?',
    'La liebre corre veloz.',
    'El caracol avanza veloz.',
    'La tortuga es veloz.',
    'La piedra es veloz.',
  ],
  [
    'En el cuento del invierno aprendiste la palabra nueva «tiritar»: temblar de frío. ¿Qué oración la usa bien?',
    'Con la nieve, Luis tirita.',
    'Con el sol, Luis tirita.',
    'En la playa, Luis tirita.',
    'Junto al fuego, Luis tirita.',
  ],
  [
    'La palabra nueva «sediento» quiere decir «con mucha sed». ¿Qué escribió bien Tomás en su cuaderno?',
    'Estoy sediento, quiero agua.',
    'Estoy sediento, quiero dormir.',
    'Estoy sediento, tengo frío.',
    'Estoy sediento, quiero jugar.',
  ],
  [
    'En un libro de insectos leíste la palabra nueva «diminuto»: muy pequeño. ¿Qué oración la usa bien?',
    'La hormiga es diminuta.',
    'La ballena es diminuta.',
    'La montaña es diminuta.',
    'La jirafa es diminuta.',
  ],
  [
    'La palabra nueva «brillante» quiere decir «que da mucha luz». ¿Qué oración escribió bien Sofía?',
    'El sol está brillante.',
    'La noche está brillante.',
    'El barro está brillante.',
    'La cueva está brillante.',
  ],
  [
    'En un poema aprendiste la palabra nueva «ruidoso»: que hace mucho ruido. ¿Qué oración la usa bien?',
    'El tambor es ruidoso.',
    'El algodón es ruidoso.',
    'La pluma es ruidosa.',
    'El silencio es ruidoso.',
  ],
  [
    'En un cuento leíste la palabra nueva «alegre»: contento. ¿Qué oración escribió bien Diego?',
    'Estoy alegre por mi cumpleaños.',
    'Estoy alegre porque me caí.',
    'Estoy alegre porque perdí mi gorro.',
    'Estoy alegre porque me duele la guata.',
  ],
  [
    'La palabra nueva «mojado» quiere decir «con agua». ¿Qué oración escribió bien Rocío?',
    'Mi paraguas quedó mojado con la lluvia.',
    'Mi paraguas quedó mojado con el sol.',
    'El pan quedó mojado en la bolsa seca.',
    'La arena quedó mojada en el desierto seco.',
  ],
  [
    'En un libro de animales leíste la palabra nueva «peludo»: con mucho pelo. ¿Qué oración la usa bien?',
    'El oso es peludo.',
    'El pez es peludo.',
    'La culebra es peluda.',
    'La tortuga de mar es peluda.',
  ],
])

const orales1 = choices('LE01 OA 24', 'Aplicar', 'vocabulario', [
  [
    'En la ronda de conversación, Nico quiere usar la palabra nueva «asustado»: con miedo. ¿Qué debería decir?',
    'Me asusté con el trueno.',
    'Me asusté con un helado.',
    'Me asusté con mi cama.',
    'Me asusté con un abrazo.',
  ],
  [
    'La profesora leyó un cuento con la palabra nueva «cansado»: que necesita descansar. ¿Qué dice bien Ana al curso?',
    'Después de correr, estoy cansada.',
    'Después de dormir, estoy cansada.',
    'Después de sentarme, estoy cansada.',
    'Después de despertar, estoy cansada.',
  ],
  [
    'En el recreo, Pablo quiere decir la palabra nueva «húmedo»: un poco mojado. ¿Qué frase dice bien?',
    'El pasto está húmedo con la lluvia.',
    'La arena está húmeda con el sol seco.',
    'El pan está húmedo en el horno.',
    'La ropa está húmeda al secarse.',
  ],
  [
    'Al contar su almuerzo, Marta usa la palabra nueva «delicioso»: muy rico. ¿Qué dice bien?',
    'La cazuela estaba deliciosa.',
    'La cazuela estaba quemada y deliciosa.',
    'La cazuela estaba fea, deliciosa.',
    'La cazuela no me gustó, deliciosa.',
  ],
  [
    'En la conversación sobre la noche, Juan usa la palabra nueva «oscuro»: sin luz. ¿Qué dice bien?',
    'De noche, el patio está oscuro.',
    'A mediodía, el sol está oscuro.',
    'Con la lámpara, la pieza está oscura.',
    'En la playa, el sol está oscuro.',
  ],
  [
    'Al hablar de su perro, Lucas quiere usar la palabra nueva «juguetón»: que le gusta jugar. ¿Qué dice bien?',
    'Mi perro es juguetón: salta y corre.',
    'Mi perro es juguetón: duerme todo el día.',
    'Mi perro es juguetón: nunca se mueve.',
    'Mi perro es juguetón: no quiere la pelota.',
  ],
  [
    'Al contar su juego en el barro, Amparo usa la palabra nueva «sucio»: con manchas de tierra. ¿Qué dice bien?',
    'Mis zapatos quedaron sucios de barro.',
    'Mis zapatos quedaron sucios después de lavarlos.',
    'Mis zapatos sucios brillan de limpios.',
    'Mis zapatos quedaron sucios sin mancha alguna.',
  ],
  [
    'Cuando habla de su abuela, Tomás usa la palabra nueva «cariñosa»: que da abrazos y cuida. ¿Qué dice bien?',
    'Mi abuela es cariñosa: me abraza siempre.',
    'Mi abuela es cariñosa: nunca me saluda.',
    'Mi abuela es cariñosa: me reta sin razón.',
    'Mi abuela es cariñosa: no me quiere ver nunca.',
  ],
  [
    'En el juego de adivinanzas, Sofía usa la palabra nueva «redondo»: con forma de pelota. ¿Qué dice bien?',
    'La naranja es redonda.',
    'La caja es redonda.',
    'El libro es redondo.',
    'La regla larga es redonda.',
  ],
])

// ——— 2° Básico ———
const escritas2 = choices('LE02 OA 18', 'Aplicar', 'vocabulario', [
  [
    'En una leyenda leíste la palabra nueva «valiente»: que no se deja vencer por el miedo. ¿Qué oración la usa bien?',
    'El niño valiente ayudó al perro en el río.',
    'El niño valiente se escondió de una hoja.',
    'El niño valiente lloró al ver una mosca.',
    'El niño valiente huyó asustado de un pollito.',
  ],
  [
    'La palabra nueva «madriguera» es la casa bajo tierra de un animal. ¿Qué oración escribió bien Camila?',
    'El conejo duerme en su madriguera.',
    'El pájaro vuela en su madriguera.',
    'El pez nada en su madriguera.',
    'El avión aterriza en la madriguera.',
  ],
  [
    'En un cuento aprendiste la palabra nueva «hambriento»: con mucha hambre. ¿Qué oración escribió bien Diego?',
    'El zorro hambriento buscaba comida.',
    'El zorro hambriento no quería comer.',
    'El zorro hambriento dejó su comida.',
    'El zorro hambriento estaba muy lleno.',
  ],
  [
    'La palabra nueva «frágil» quiere decir «que se rompe fácil». ¿En qué oración se usa con ese sentido?',
    'El vaso de vidrio es frágil.',
    'La roca gigante es frágil.',
    'El martillo de fierro es frágil.',
    'La mesa de piedra es frágil.',
  ],
  [
    'En un texto sobre el campo leíste la palabra nueva «cosecha»: juntar lo que dio la tierra. ¿Qué oración la usa bien?',
    'En marzo hacen la cosecha de manzanas.',
    'En marzo hacen la cosecha de zapatillas.',
    'En marzo hacen la cosecha de lápices.',
    'En marzo hacen la cosecha de autos.',
  ],
  [
    'La palabra nueva «silencioso» quiere decir «que no hace ruido». ¿Qué escribió bien Rosa en su carta?',
    'El gato camina silencioso por el techo.',
    'La banda toca silenciosa en la plaza.',
    'El perro ladra silencioso toda la noche.',
    'La bocina suena silenciosa en la calle.',
  ],
  [
    'En un cuento leíste la palabra nueva «tembloroso»: que tiembla. ¿Qué oración escribió bien Andrea?',
    'El perrito mojado estaba tembloroso de frío.',
    'La roca estaba temblorosa y quieta.',
    'El perrito estaba tembloroso de calor en la playa.',
    'La mesa estaba temblorosa y firme.',
  ],
  [
    'La palabra nueva «cosquillas» es lo que sientes cuando te tocan suave y te ríes. ¿Qué oración escribió bien Raúl?',
    'Mi hermana me hizo cosquillas y me reí.',
    'Me hizo cosquillas y lloré de pena.',
    'Tomé cosquillas en el almuerzo.',
    'Guardé las cosquillas en la mochila del colegio.',
  ],
  [
    'En un texto sobre el invierno aprendiste la palabra nueva «abrigado»: protegido del frío. ¿Qué oración la usa bien?',
    'Con gorro y bufanda voy abrigado.',
    'En traje de baño voy abrigado a la nieve.',
    'Sin chaqueta voy abrigado en la lluvia.',
    'Descalzo voy abrigado por la escarcha.',
  ],
])

const orales2 = choices('LE02 OA 28', 'Aplicar', 'vocabulario', [
  [
    'En la conversación del curso, Javiera usa la palabra nueva «travieso»: que hace bromas y desorden. ¿Qué dice bien?',
    'Mi hermano es travieso: escondió mis zapatos.',
    'Mi hermano es travieso: ordenó toda la pieza.',
    'Mi hermano es travieso: durmió toda la tarde.',
    'Mi hermano es travieso: hizo sus tareas.',
  ],
  [
    'Al contar un cuento, Matías quiere decir la palabra nueva «enojado»: molesto, con rabia. ¿Qué frase dice bien?',
    'El ogro estaba enojado y gritaba fuerte.',
    'El ogro estaba enojado y reía feliz.',
    'El ogro estaba enojado y daba abrazos.',
    'El ogro estaba enojado y cantaba alegre.',
  ],
  [
    'En la disertación sobre las ovejas, Tamara usa la palabra nueva «suave»: agradable de tocar. ¿Qué dice bien?',
    'La lana de la oveja es suave.',
    'La espina del cactus es suave.',
    'La lija de la mesa es suave.',
    'La piedra del camino es suave.',
  ],
  [
    'La palabra nueva «tímido» es de alguien que siente vergüenza al hablar. ¿Qué dice bien Gaspar al curso?',
    'El niño tímido habló muy bajito.',
    'El niño tímido gritó frente a todos.',
    'El niño tímido cantó en el escenario feliz.',
    'El niño tímido habló con todos sin parar.',
  ],
  [
    'En el juego del recreo, Florencia usa la palabra nueva «gigante»: muy, muy grande. ¿Qué dice bien?',
    'Construimos un castillo gigante de arena.',
    'Encontramos una hormiga gigante y chiquitita.',
    'Vimos un grano de arroz gigante y diminuto.',
    'Tengo un lápiz gigante que no se ve.',
  ],
  [
    'Al contar qué hizo el domingo, Vicente usa la palabra nueva «desordenado»: con las cosas fuera de su lugar. ¿Qué dice bien?',
    'Mi pieza estaba desordenada y la ordené.',
    'Mi pieza estaba desordenada y limpia.',
    'Mi pieza estaba desordenada, todo en su lugar.',
    'Mi pieza estaba desordenada, sin nada afuera.',
  ],
  [
    'En la conversación sobre la feria, Pedro usa la palabra nueva «fresco»: recién sacado del mar o del campo. ¿Qué dice bien?',
    'Compramos pescado fresco en la caleta.',
    'Compramos pan fresco de hace una semana.',
    'El pescado fresco olía mal de viejo.',
    'Las frutas frescas estaban todas podridas.',
  ],
  [
    'Al contar el cuento de la tortuga, Emilia usa la palabra nueva «lento»: que va despacio. ¿Qué dice bien?',
    'La tortuga camina lento.',
    'El rayo cae lento.',
    'La liebre corre lento.',
    'El cohete despega lento.',
  ],
  [
    'En la disertación sobre los delfines, Javier usa la palabra nueva «inteligente»: que aprende y entiende rápido. ¿Qué dice bien?',
    'El delfín es inteligente: aprende juegos nuevos.',
    'El delfín es inteligente: no aprende nada.',
    'El delfín es inteligente: se olvida de todo.',
    'El delfín es inteligente: nunca entiende lo que pasa a su alrededor.',
  ],
])

// ——— 3° Básico ———
const escritas3 = choices('LE03 OA 19', 'Aplicar', 'vocabulario', [
  [
    'En un cuento aprendiste la palabra nueva «generoso»: que comparte lo que tiene. ¿Qué oración escribió bien Antonia?',
    'Mi abuelo es generoso: comparte su pan con los vecinos.',
    'Mi abuelo es generoso: no presta nada a nadie, ni a su familia.',
    'Mi abuelo es generoso: esconde sus dulces.',
    'Mi abuelo es generoso: guarda todo para él.',
  ],
  [
    'La palabra nueva «agotado» quiere decir «muy cansado». ¿En qué oración se usa con ese sentido?',
    'Después de subir el cerro, llegamos agotados.',
    'Después de dormir la siesta, estábamos agotados.',
    'Antes de empezar el juego, ya descansamos agotados.',
    'Sentados en el sillón todo el día, quedamos frescos.',
  ],
  [
    'En un artículo sobre el desierto leíste la palabra nueva «escaso»: que hay poco. ¿Qué oración la usa bien?',
    'En el desierto de Atacama el agua es escasa.',
    'En el mar la sal del agua es escasa.',
    'En la playa la arena es escasa por todas partes.',
    'En el bosque los árboles son escasos y abundan.',
  ],
  [
    'La palabra nueva «empinado» describe un camino que sube mucho. ¿Qué oración escribió bien Simón en su cuento?',
    'El camino al cerro era tan empinado que subimos despacio.',
    'El camino era tan empinado que parecía una cancha de fútbol plana.',
    'La calle era empinada y toda plana como una mesa.',
    'El patio era empinado porque era completamente plano.',
  ],
  [
    'En un texto sobre el sur aprendiste la palabra nueva «frondoso»: con muchas hojas y ramas. ¿Qué oración la usa bien?',
    'Descansamos a la sombra de un árbol frondoso.',
    'El árbol frondoso no tenía ni una hoja.',
    'El árbol frondoso era un palo seco y sin ninguna rama.',
    'El árbol frondoso no daba nada de sombra.',
  ],
  [
    'La palabra nueva «orgulloso» quiere decir «contento por algo bien hecho». ¿Qué escribió bien Maite en su diario?',
    'Terminé mi maqueta y me siento orgullosa.',
    'Rompí la maqueta de mi amiga y estoy orgullosa.',
    'No hice mi tarea y estoy muy orgullosa.',
    'Perdí mi cuaderno y me siento orgullosa.',
  ],
  [
    'La palabra nueva «tacaño» describe a quien no quiere gastar ni compartir. ¿Qué oración escribió bien Rocío?',
    'El rey tacaño guardó todo su oro bajo llave.',
    'El rey tacaño regaló su oro a todo el pueblo.',
    'El rey tacaño compartió su comida con todos.',
    'El rey tacaño pagó la fiesta de todo el reino.',
  ],
  [
    'En un artículo sobre el mar aprendiste la palabra nueva «profundo»: que llega muy abajo. ¿Qué oración la usa bien?',
    'Las ballenas bajan a lo más profundo del océano.',
    'La poza de la lluvia es tan profunda como el mar.',
    'La hoja de papel es muy profunda.',
    'El agua profunda del vaso me tapa entera.',
  ],
  [
    'La palabra nueva «ordenado» quiere decir «con cada cosa en su lugar». ¿Qué escribió bien Joaquín en su diario?',
    'Mi estante está ordenado: los libros van por tamaño.',
    'Mi estante está ordenado: todo está tirado en el suelo.',
    'Mi estante está ordenado y lleno de ropa revuelta.',
    'Mi estante está ordenado: no encuentro nada.',
  ],
])

const orales3 = choices('LE03 OA 29', 'Aplicar', 'vocabulario', [
  [
    'En la conversación sobre un cuento, Renata usa la palabra nueva «curioso»: que quiere saber y descubrir. ¿Qué dice bien?',
    'El mono curioso abrió todas las cajas para ver qué había.',
    'El mono curioso no quería mirar nada nuevo ni abrir las cajas.',
    'El mono curioso cerró los ojos y se durmió.',
    'El mono curioso nunca preguntaba nada.',
  ],
  [
    'En su disertación, Benjamín usa la palabra nueva «antiguo»: muy viejo, de hace mucho tiempo. ¿Qué dice bien?',
    'En el museo vimos un jarro antiguo de los diaguitas.',
    'En la tienda compramos un celular antiguo recién hecho.',
    'Mi hermana nació ayer y es muy antigua.',
    'El pan antiguo salió recién del horno.',
  ],
  [
    'Al contar su paseo, Catalina quiere usar la palabra nueva «paisaje»: lo que se ve de un lugar. ¿Qué dice bien?',
    'Desde el cerro vimos un paisaje con el río y los campos.',
    'Me comí un paisaje de frutilla en la once.',
    'Guardé el paisaje en mi estuche junto con los lápices de colores.',
    'Mi paisaje ladra cuando llega el cartero.',
  ],
  [
    'En un poema escuchaste la palabra nueva «aullar»: el grito largo del lobo. ¿Qué dice bien Joaquín al recitar?',
    'De noche, el lobo aúlla a la luna.',
    'De noche, la vaca aúlla en el corral.',
    'De noche, la gallina aúlla en su nido.',
    'De noche, el pez aúlla en el agua.',
  ],
  [
    'En la ronda de la mañana, Isidora usa la palabra nueva «apresurado»: con prisa. ¿Qué dice bien?',
    'Salí apresurada porque el furgón ya estaba afuera.',
    'Salí apresurada porque tenía mucho tiempo libre esa mañana.',
    'Caminé apresurada, muy lento y sin prisa.',
    'Me quedé apresurada sentada en la cama.',
  ],
  [
    'En un debate sobre la huerta, Tomás usa la palabra nueva «fértil»: tierra donde crecen bien las plantas. ¿Qué dice bien?',
    'La tierra del valle es fértil: ahí crecen porotos y choclos.',
    'La tierra del valle es fértil: ahí no crece nada.',
    'El cemento del patio es fértil para los tomates.',
    'La arena seca del desierto es fértil como la huerta de mi abuela.',
  ],
  [
    'En la conversación sobre el recreo, Agustina usa la palabra nueva «respetuoso»: que trata bien a los demás. ¿Qué dice bien?',
    'Fue respetuoso: esperó su turno para hablar.',
    'Fue respetuoso: interrumpió a todos.',
    'Fue respetuoso: se burló de su compañero.',
    'Fue respetuoso: gritó encima de lo que decía la profesora.',
  ],
  [
    'Al recitar un poema sobre el mar, Vicente usa la palabra nueva «brisa»: viento suave. ¿Qué dice bien?',
    'La brisa del mar mueve mi pelo.',
    'La brisa botó los árboles del cerro.',
    'La brisa destruyó el techo de la casa.',
    'La brisa fuerte levantó el auto del suelo.',
  ],
  [
    'En su disertación sobre las hormigas, Javiera usa la palabra nueva «trabajadora»: que trabaja mucho. ¿Qué dice bien?',
    'La hormiga es trabajadora: junta comida todo el verano.',
    'La hormiga es trabajadora: duerme todo el verano.',
    'La hormiga es trabajadora: nunca junta nada.',
    'La hormiga es trabajadora: no sale del hormiguero en todo el año.',
  ],
])

// ——— 4° Básico ———
const escritas4 = choices('LE04 OA 18', 'Aplicar', 'vocabulario', [
  [
    'En una biografía leíste la palabra nueva «perseverante»: que sigue intentando aunque le cueste. ¿Qué oración la usa bien?',
    'Fue perseverante: practicó el piano cada día hasta lograrlo.',
    'Fue perseverante: dejó el piano para siempre después de una clase.',
    'Fue perseverante: nunca intentó tocar el piano.',
    'Fue perseverante: abandonó apenas se equivocó.',
  ],
  [
    'La palabra nueva «sigiloso» quiere decir «que se mueve sin hacer ruido». ¿Qué oración escribió bien Agustín en su cuento?',
    'El puma, sigiloso, se acercó sin que nadie lo oyera.',
    'El puma, sigiloso, rugió fuerte para que todos lo oyeran.',
    'El puma, sigiloso, corrió golpeando las latas.',
    'El puma, sigiloso, hizo un ruido enorme al pasar.',
  ],
  [
    'En un artículo sobre el océano aprendiste la palabra nueva «inmenso»: tan grande que no se le ve el fin. ¿Qué oración la usa bien?',
    'Desde el barco, el océano parecía inmenso.',
    'La gota de agua en la hoja era inmensa.',
    'La miga de pan en la mesa era inmensa.',
    'El botón de mi camisa es inmenso y diminuto.',
  ],
  [
    'La palabra nueva «ingenioso» describe a quien inventa soluciones con astucia. ¿En qué oración se usa con ese sentido?',
    'Con una caja y elásticos, el ingenioso Luis hizo una guitarra.',
    'El ingenioso Luis no supo qué hacer y se rindió.',
    'El ingenioso Luis copió la idea de otro compañero sin pensar nada.',
    'El ingenioso Luis rompió la caja sin ningún plan.',
  ],
  [
    'En un texto sobre la cordillera leíste la palabra nueva «imponente»: que impresiona por su tamaño. ¿Qué oración escribió bien Fernanda?',
    'El volcán Osorno se veía imponente sobre el lago.',
    'La hormiga se veía imponente sobre la hoja.',
    'La piedrecita se veía imponente en mi zapato.',
    'El grano de arena se veía imponente en la orilla de la playa.',
  ],
  [
    'La palabra nueva «bondadoso» quiere decir «que hace el bien a los demás». ¿Qué escribió bien Javier en su carta a la abuela?',
    'Usted es bondadosa: siempre ayuda a los vecinos enfermos.',
    'Usted es bondadosa: nunca ayuda a los vecinos.',
    'Usted es bondadosa: se ríe cuando alguien se cae en la vereda.',
    'Usted es bondadosa: no comparte con nadie.',
  ],
  [
    'En una leyenda leíste la palabra nueva «tenaz»: que no se rinde. ¿Qué oración escribió bien Martina?',
    'El joven tenaz subió la montaña aunque nevaba.',
    'El joven tenaz se rindió al primer paso.',
    'El joven tenaz volvió a casa al ver las nubes.',
    'El joven tenaz abandonó el camino porque le dio flojera.',
  ],
  [
    'La palabra nueva «escarpado» describe un terreno con mucha pendiente y rocas. ¿Qué oración la usa bien?',
    'Subimos con cuidado el cerro escarpado.',
    'Jugamos a la pelota en el patio escarpado y plano.',
    'El escarpado camino era plano como una mesa.',
    'Paseamos en bicicleta por la playa escarpada y lisa.',
  ],
  [
    'En un texto sobre la Antártica aprendiste la palabra nueva «gélido»: muy frío. ¿Qué escribió bien Benjamín en su informe?',
    'En la Antártica sopla un viento gélido.',
    'En el desierto a mediodía sopla un viento gélido y caluroso.',
    'La sopa hirviendo estaba gélida.',
    'El sol del verano es gélido.',
  ],
])

const orales4 = choices('LE04 OA 28', 'Aplicar', 'vocabulario', [
  [
    'En su exposición sobre los zorros, Emilia usa la palabra nueva «astuto»: que piensa rápido para lograr lo que quiere. ¿Qué dice bien?',
    'El zorro es astuto: engaña a sus presas para cazarlas.',
    'El zorro es astuto: siempre cae en cualquier trampa que le ponen.',
    'El zorro es astuto: nunca sabe qué hacer.',
    'El zorro es astuto: se olvida de comer.',
  ],
  [
    'En la conversación sobre la lluvia, Martín usa la palabra nueva «torrencial»: lluvia muy fuerte y abundante. ¿Qué dice bien?',
    'Hubo una lluvia torrencial y se inundaron las calles.',
    'Hubo una lluvia torrencial y no cayó ni una gota.',
    'Hubo una lluvia torrencial y el suelo quedó seco.',
    'Hubo una lluvia torrencial con un sol radiante sin nubes.',
  ],
  [
    'En el debate del curso, Daniela quiere usar la palabra nueva «desconfiado»: que no cree fácil en los demás. ¿Qué dice bien?',
    'El gato desconfiado no se acercó al desconocido.',
    'El gato desconfiado se subió feliz a cualquier auto.',
    'El gato desconfiado se fue con el primer extraño.',
    'El gato desconfiado aceptó comida de todos.',
  ],
  [
    'Al contar su viaje, Ignacio usa la palabra nueva «sereno»: tranquilo, sin nervios. ¿Qué dice bien?',
    'Aunque el bus se atrasó, mi papá estaba sereno.',
    'Mi papá estaba sereno: gritaba y corría asustado.',
    'Mi papá estaba sereno y muy nervioso.',
    'Mi papá estaba sereno y lloraba de rabia.',
  ],
  [
    'En la ronda de lectura, Antonella usa la palabra nueva «entusiasmo»: muchas ganas y alegría. ¿Qué dice bien?',
    'Leí el libro con entusiasmo y quiero leer el segundo.',
    'Leí el libro con entusiasmo y me aburrí en todas las páginas.',
    'Leí con entusiasmo, sin ganas y con sueño.',
    'Con entusiasmo, dejé el libro sin abrirlo.',
  ],
  [
    'En su disertación sobre el río, Cristóbal usa la palabra nueva «caudaloso»: con mucha agua. ¿Qué dice bien?',
    'En invierno el río Biobío baja caudaloso.',
    'El río estaba caudaloso y completamente seco.',
    'El charco de la plaza es caudaloso como un hilo.',
    'El río caudaloso no tenía nada de agua.',
  ],
  [
    'En el debate sobre la basura, Fernanda usa la palabra nueva «responsable»: que cumple lo que le toca. ¿Qué dice bien?',
    'Ser responsable es botar la basura en su lugar.',
    'Ser responsable es tirar papeles al suelo.',
    'Ser responsable es dejar la basura en el patio.',
    'Ser responsable es olvidar siempre las tareas y no avisar.',
  ],
  [
    'Al contar una historia de miedo, Gaspar usa la palabra nueva «misterioso»: que no se sabe qué es. ¿Qué dice bien?',
    'Se oyó un ruido misterioso en el ático.',
    'Todo era misterioso: sabíamos quién era y qué quería.',
    'El misterioso vecino nos contó todo sobre su vida.',
    'Era misterioso porque todos sabían lo que pasaba.',
  ],
  [
    'En su exposición sobre el huemul, Antonia usa la palabra nueva «amenazado»: en peligro. ¿Qué dice bien?',
    'El huemul está amenazado porque quedan muy pocos.',
    'El huemul está amenazado porque hay millones.',
    'El huemul no corre peligro, está amenazado.',
    'El huemul está amenazado y vive tranquilo y sin peligros.',
  ],
])

// ——— 5° Básico ———
const escritas5 = choices('LE05 OA 19', 'Aplicar', 'vocabulario', [
  [
    'En una novela leíste la palabra nueva «minucioso»: que cuida cada detalle. ¿Qué oración la usa bien?',
    'Fue minucioso: revisó cada palabra de su texto antes de entregarlo.',
    'Fue minucioso: entregó el texto sin leerlo ni una sola vez antes de la clase.',
    'Fue minucioso: escribió rápido y sin fijarse en nada.',
    'Fue minucioso: olvidó la mitad de las respuestas.',
  ],
  [
    'La palabra nueva «efímero» quiere decir «que dura muy poco». ¿Qué oración escribió bien Valentina en su poema?',
    'El arcoíris fue efímero: a los pocos minutos se borró.',
    'La cordillera es efímera: está ahí hace millones de años.',
    'El arcoíris fue efímero: duró todo el año.',
    'Mi abuelo es efímero: vive con nosotros desde siempre.',
  ],
  [
    'En un artículo sobre un pueblo del norte aprendiste la palabra nueva «desolado»: vacío, sin gente. ¿Qué oración la usa bien?',
    'Después de la mina, el pueblo quedó desolado y en silencio.',
    'El pueblo estaba desolado, lleno de gente bailando en la fiesta.',
    'La plaza desolada tenía cientos de personas bailando.',
    'El estadio estaba desolado: no cabía nadie más.',
  ],
  [
    'La palabra nueva «apacible» quiere decir «tranquilo y agradable». ¿En qué oración se usa con ese sentido?',
    'La tarde estaba apacible: sin viento y con el lago quieto.',
    'La tormenta fue apacible: derribó árboles y techos.',
    'El perro apacible mordía y ladraba a todos.',
    'El mar estaba apacible, con olas enormes y furiosas en la costa.',
  ],
  [
    'En un cuento leíste la palabra nueva «insólito»: raro, que no pasa casi nunca. ¿Qué escribió bien Bastián en su relato?',
    'Fue insólito: nevó en Antofagasta en pleno verano.',
    'Fue insólito: salió el sol en la mañana, como siempre.',
    'Fue insólito: cenamos en la noche, como cada día.',
    'Fue insólito: el lunes vino después del domingo.',
  ],
  [
    'La palabra nueva «exhausto» quiere decir «sin fuerzas, agotado». ¿Qué oración escribió bien Catalina en su diario?',
    'Después de la maratón del colegio, llegué exhausta.',
    'Después de dormir diez horas, desperté exhausta.',
    'Sin haber hecho nada en todo el día, quedé exhausta.',
    'Exhausta y llena de energía, salí a descansar.',
  ],
  [
    'En un reportaje leíste la palabra nueva «escasez»: falta de algo. ¿Qué oración escribió bien Catalina?',
    'Por la escasez de lluvia, el embalse está casi seco.',
    'Por la escasez de lluvia, el río se desbordó.',
    'Hubo escasez de agua: las calles se inundaron.',
    'Por la escasez de comida, sobró para todos en la fiesta.',
  ],
  [
    'La palabra nueva «cauteloso» quiere decir «que actúa con cuidado para evitar peligros». ¿Qué oración la usa bien?',
    'Cauteloso, miró a ambos lados antes de cruzar.',
    'Cauteloso, cruzó la calle corriendo sin mirar.',
    'Cauteloso, saltó al río sin saber nadar.',
    'Cauteloso, tocó el enchufe con las manos mojadas.',
  ],
  [
    'En una novela aprendiste la palabra nueva «nostalgia»: tristeza por algo que se extraña. ¿Qué escribió bien Tomás en su diario?',
    'Siento nostalgia al recordar mi antigua escuela.',
    'Siento nostalgia por la fiesta de mañana.',
    'Siento nostalgia porque estoy feliz con todo lo nuevo.',
    'Siento nostalgia de algo que nunca conocí ni extrañé.',
  ],
])

const orales5 = choices('LE05 OA 29', 'Aplicar', 'vocabulario', [
  [
    'En su exposición sobre los bomberos, Felipe usa la palabra nueva «audaz»: que se atreve a hacer cosas difíciles. ¿Qué dice bien?',
    'Un bombero audaz entró al incendio para rescatar a un niño.',
    'Un bombero audaz se escondió y no quiso salir nunca del cuartel.',
    'Un bombero audaz tuvo miedo y no se movió.',
    'Un bombero audaz huyó al oír la sirena.',
  ],
  [
    'En el debate sobre las estrellas, Josefa usa la palabra nueva «fugaz»: que pasa muy rápido. ¿Qué dice bien?',
    'La estrella fugaz cruzó el cielo en un segundo.',
    'La estrella fugaz se quedó quieta toda la noche.',
    'El invierno fugaz duró todo el año.',
    'La clase fugaz duró la semana entera.',
  ],
  [
    'En la conversación sobre la feria, Renato usa la palabra nueva «pintoresco»: llamativo y bonito de ver. ¿Qué dice bien?',
    'Valparaíso es pintoresco, con sus casas de colores en los cerros.',
    'El muro gris y sin nada es muy pintoresco.',
    'La hoja en blanco, sin nada escrito, es lo más pintoresco del cuaderno.',
    'La pared sin pintar es pintoresca por ser gris.',
  ],
  [
    'Al comentar una noticia, Martina usa la palabra nueva «atónito»: tan sorprendido que no se puede mover. ¿Qué dice bien?',
    'Al ver la ballena tan cerca del bote, quedé atónita.',
    'Quedé atónita al ver el desayuno de siempre, el de todos los días.',
    'Quedé atónita con algo que no me importó nada.',
    'Atónita y aburrida, no miré nada.',
  ],
  [
    'En su disertación sobre el agua, Simón usa la palabra nueva «indispensable»: que no puede faltar. ¿Qué dice bien?',
    'El agua es indispensable para la vida de las plantas.',
    'El agua es indispensable, pero las plantas no la necesitan.',
    'El agua no sirve: es indispensable para nada.',
    'Las plantas viven bien sin agua, que es indispensable.',
  ],
  [
    'En un foro del curso, Ignacia usa la palabra nueva «solidario»: que ayuda a quien lo necesita. ¿Qué dice bien?',
    'Fuimos solidarios: juntamos ropa para las familias del incendio.',
    'Fuimos solidarios: no ayudamos a nadie.',
    'Fuimos solidarios y nos reímos del que se cayó.',
    'Fuimos solidarios: guardamos la ropa y la comida solo para nosotros.',
  ],
  [
    'En su exposición sobre el tabaco, Amanda usa la palabra nueva «perjudicial»: que hace daño. ¿Qué dice bien?',
    'El humo del cigarro es perjudicial para los pulmones.',
    'El humo del cigarro es perjudicial porque sana los pulmones.',
    'Comer frutas es perjudicial para la salud.',
    'Hacer deporte es perjudicial y nos hace mucho bien.',
  ],
  [
    'Al comentar una noticia, Nicolás usa la palabra nueva «inesperado»: que nadie lo esperaba. ¿Qué dice bien?',
    'El temblor fue inesperado: nadie sabía que vendría.',
    'Fue inesperado: lo sabíamos desde hace un año.',
    'La Navidad del 25 de diciembre fue inesperada.',
    'El recreo de siempre, a la hora de siempre, fue inesperado.',
  ],
  [
    'En la conversación sobre la convivencia, Sofía usa la palabra nueva «tolerante»: que respeta ideas distintas. ¿Qué dice bien?',
    'Fue tolerante: escuchó opiniones distintas a la suya.',
    'Fue tolerante: se enojó con quien pensaba distinto.',
    'Fue tolerante: no dejó hablar a nadie más.',
    'Fue tolerante: se burló de las ideas de sus compañeros de curso.',
  ],
])

// ——— 6° Básico ———
const escritas6 = choices('LE06 OA 19', 'Aplicar', 'vocabulario', [
  [
    'En una crónica leíste la palabra nueva «inhóspito»: difícil para vivir. ¿Qué oración la usa bien?',
    'La Antártica es inhóspita: hace un frío extremo y casi no hay comida.',
    'La plaza es inhóspita: tiene juegos, árboles con sombra, agua y bancas.',
    'Mi casa es inhóspita: es cómoda y abrigada.',
    'El valle fértil es inhóspito por su buen clima.',
  ],
  [
    'La palabra nueva «meticuloso» quiere decir «muy cuidadoso con cada detalle». ¿Qué oración escribió bien Maximiliano en su informe?',
    'Fui meticuloso: medí tres veces cada planta y anoté todo.',
    'Fui meticuloso: inventé las medidas de las plantas sin medir ninguna.',
    'Fui meticuloso: dejé la tabla a medio hacer.',
    'Fui meticuloso: no anoté ningún dato.',
  ],
  [
    'En un cuento de misterio aprendiste la palabra nueva «lúgubre»: triste y oscuro. ¿Qué oración escribió bien Amanda?',
    'La casa abandonada tenía un pasillo lúgubre y silencioso.',
    'El cumpleaños fue lúgubre, con globos y risas.',
    'La mañana de sol fue lúgubre y muy alegre.',
    'El circo lúgubre estaba lleno de colores, luces, risas y música.',
  ],
  [
    'La palabra nueva «vertiginoso» quiere decir «muy rápido, que marea». ¿En qué oración se usa con ese sentido?',
    'La montaña rusa bajó a una velocidad vertiginosa.',
    'El caracol avanzó a una velocidad vertiginosa y lenta.',
    'La fila avanzó vertiginosa: no se movió en una hora.',
    'El reloj detenido giraba vertiginoso.',
  ],
  [
    'En una noticia leíste la palabra nueva «exiguo»: muy poco, insuficiente. ¿Qué oración escribió bien Gabriel en su comentario?',
    'Con un presupuesto tan exiguo, no alcanzó para arreglar la cancha.',
    'Con un presupuesto exiguo, les sobró dinero para todo.',
    'El agua exigua llenó el embalse hasta arriba.',
    'La comida exigua alcanzó para alimentar a mil personas y aún sobró.',
  ],
  [
    'La palabra nueva «diligente» quiere decir «que hace su trabajo con cuidado y a tiempo». ¿Qué escribió bien Francisca de su compañero?',
    'Es diligente: entrega sus tareas a tiempo y bien hechas.',
    'Es diligente: nunca entrega sus tareas.',
    'Es diligente: deja todo para el último minuto y sin terminar.',
    'Es diligente: se olvida siempre de los trabajos.',
  ],
  [
    'En un ensayo leíste la palabra nueva «sostenible»: que se puede mantener sin dañar el ambiente. ¿Qué oración escribió bien Benjamín?',
    'Usar la bicicleta es una forma sostenible de moverse.',
    'Botar plástico al mar es una práctica sostenible.',
    'Talar todo el bosque es sostenible para el futuro.',
    'Gastar agua sin control es sostenible y cuida el ambiente.',
  ],
  [
    'La palabra nueva «inverosímil» quiere decir «que no parece verdad». ¿Qué oración la usa bien?',
    'Su excusa fue inverosímil: dijo que un dragón se comió su tarea.',
    'Su excusa fue inverosímil: dijo que estaba enfermo y tenía fiebre.',
    'Fue inverosímil que saliera el sol en la mañana.',
    'Es inverosímil que el agua moje.',
  ],
  [
    'En una crónica aprendiste la palabra nueva «bullicioso»: lleno de ruido y movimiento. ¿Qué escribió bien Florencia?',
    'El mercado estaba bullicioso, lleno de gritos y gente.',
    'La biblioteca estaba bulliciosa, en completo silencio.',
    'El bosque, quieto y mudo, estaba bullicioso.',
    'La sala vacía de noche estaba bulliciosa y sin nadie adentro.',
  ],
])

const orales6 = choices('LE06 OA 30', 'Aplicar', 'vocabulario', [
  [
    'En el debate sobre la ciudad, Tomás usa la palabra nueva «elocuente»: que habla con claridad y convence. ¿Qué dice bien?',
    'La expositora fue elocuente: todos entendimos y nos convenció.',
    'La expositora fue elocuente: nadie entendió lo que quiso decir.',
    'La expositora fue elocuente: no dijo ni una palabra.',
    'La expositora fue elocuente: se enredó y se calló.',
  ],
  [
    'En su exposición sobre los detectives, Josefina usa la palabra nueva «perspicaz»: que se da cuenta de lo que otros no ven. ¿Qué dice bien?',
    'El detective perspicaz notó una huella que nadie había visto.',
    'El detective perspicaz no vio la huella que estaba justo frente a él.',
    'El detective perspicaz nunca se daba cuenta de nada.',
    'El detective perspicaz olvidó buscar pistas.',
  ],
  [
    'En la conversación sobre unas instrucciones, Cristian usa la palabra nueva «ambiguo»: que se puede entender de dos maneras. ¿Qué dice bien?',
    'El mensaje era ambiguo: no sabíamos si la reunión era el lunes o el martes.',
    'El mensaje era ambiguo: decía claramente el día, la hora y el lugar de la reunión.',
    'El mensaje era ambiguo porque todos lo entendimos igual.',
    'El mensaje ambiguo tenía un solo significado posible.',
  ],
  [
    'Al comentar una película, Victoria usa la palabra nueva «conmovedor»: que emociona. ¿Qué dice bien?',
    'El final fue conmovedor: a varios se nos cayeron las lágrimas.',
    'El final fue conmovedor: no sentimos nada.',
    'El final conmovedor nos dejó aburridos, fríos y sin ninguna emoción.',
    'El final fue conmovedor y nadie se emocionó.',
  ],
  [
    'En la ronda de opiniones, Lucas usa la palabra nueva «sagaz»: astuto y rápido para entender. ¿Qué dice bien?',
    'Con una pregunta sagaz, descubrió el error del problema.',
    'Con una pregunta sagaz, no entendió nada de nada del problema.',
    'Fue sagaz y se confundió con lo más simple.',
    'Fue sagaz: nunca entiende los chistes.',
  ],
  [
    'En la disertación sobre el reciclaje, Constanza usa la palabra nueva «efusivo»: que muestra mucho su alegría. ¿Qué dice bien?',
    'El director fue efusivo: nos felicitó con abrazos y aplausos.',
    'El director fue efusivo: no dijo nada y se fue.',
    'El director fue efusivo y no mostró ninguna emoción ni dijo una palabra.',
    'El director efusivo nos miró serio y callado.',
  ],
  [
    'En el debate sobre los celulares, Matías usa la palabra nueva «pertinente»: que corresponde al tema. ¿Qué dice bien?',
    'Su pregunta fue pertinente: trataba del celular en clases.',
    'Su pregunta fue pertinente: era sobre el fútbol del domingo.',
    'Fue pertinente hablar del almuerzo en el debate sobre celulares.',
    'Su comentario pertinente no tenía nada que ver con el tema.',
  ],
  [
    'Al presentar su investigación, Camila usa la palabra nueva «relevante»: importante para el tema. ¿Qué dice bien?',
    'Un dato relevante es que el glaciar perdió la mitad de su hielo.',
    'Un dato relevante es el color de mi mochila.',
    'Es relevante contar qué desayuné, aunque no sea el tema.',
    'Un dato relevante es uno que no tiene nada que ver con el glaciar.',
  ],
  [
    'En la conversación sobre un libro, Diego usa la palabra nueva «verosímil»: que parece verdad. ¿Qué dice bien?',
    'La historia es verosímil: podría pasarle a cualquier niño.',
    'La historia es verosímil: un gato vuela a la luna.',
    'Es verosímil que los árboles hablen con las nubes.',
    'La historia es verosímil porque nada de eso podría pasar nunca.',
  ],
])

export const itemsVocabulario: readonly OaQuestion[] = [
  ...escritas1,
  ...orales1,
  ...escritas2,
  ...orales2,
  ...escritas3,
  ...orales3,
  ...escritas4,
  ...orales4,
  ...escritas5,
  ...orales5,
  ...escritas6,
  ...orales6,
]

export const abiertasVocabulario: readonly OaOpenQuestion[] = [
  ...opens('LE01 OA 16', 'Crear', [
    [
      'Escribe una oración con la palabra nueva «enorme», que quiere decir «muy grande». Puedes dibujar lo que escribiste.',
      'Escribe una oración con sentido en la que «enorme» describe algo muy grande (un elefante, una montaña, un barco), con mayúscula al inicio y punto final.',
    ],
  ]),
  ...opens('LE01 OA 24', 'Crear', [
    [
      'Cuenta en voz alta algo que te pasó usando la palabra nueva «asustado». Después, escribe o dibuja lo que contaste.',
      'Al hablar usa «asustado» o «asustada» para algo que da miedo (un trueno, un perro que ladra, la oscuridad), en una oración que se entiende y con la forma que concuerda con quien habla.',
    ],
  ]),
  ...opens('LE02 OA 18', 'Crear', [
    [
      'Escribe dos oraciones sobre un animal usando la palabra nueva «madriguera» y la palabra nueva «hambriento».',
      'Escribe dos oraciones con sentido: «madriguera» como la casa bajo tierra de un animal (conejo, zorro, topo) y «hambriento» para alguien con mucha hambre; mayúscula inicial y punto final.',
    ],
  ]),
  ...opens('LE02 OA 28', 'Crear', [
    [
      'Cuéntale a tu curso qué hiciste el fin de semana usando la palabra nueva «travieso». Escribe lo que dirías.',
      'Usa «travieso» o «traviesa» para alguien que hace bromas o desorden (un hermano, una mascota), en un relato breve que se entiende al decirlo en voz alta.',
    ],
  ]),
  ...opens('LE03 OA 19', 'Crear', [
    [
      'Escribe un párrafo de tres oraciones sobre un paseo al campo usando las palabras nuevas «frondoso» y «empinado».',
      'Escribe tres oraciones unidas por el tema: «frondoso» describe un árbol o un bosque con muchas hojas y «empinado» un camino o un cerro que sube mucho; ortografía y puntuación de 3° Básico.',
    ],
  ]),
  ...opens('LE03 OA 29', 'Crear', [
    [
      'Prepara lo que dirías en una disertación breve sobre tu comuna usando las palabras nuevas «paisaje» y «antiguo».',
      'Usa «paisaje» para lo que se ve de un lugar (cerros, río, mar) y «antiguo» para algo de hace mucho tiempo (una iglesia, una estación), en dos o tres oraciones que se pueden decir en voz alta ante el curso.',
    ],
  ]),
  ...opens('LE04 OA 18', 'Crear', [
    [
      'Escribe un breve relato sobre un deportista usando las palabras nuevas «perseverante» e «ingenioso».',
      'Escribe un relato breve con sentido: «perseverante» para quien sigue intentando aunque le cueste y «ingenioso» para quien inventa una solución con astucia; cada palabra dentro de una acción que muestra su significado.',
    ],
  ]),
  ...opens('LE04 OA 28', 'Crear', [
    [
      'Prepara lo que dirías en una exposición sobre un animal chileno usando las palabras nuevas «astuto» y «sigiloso».',
      'Usa «astuto» para un animal que piensa rápido para lograr algo (el zorro culpeo) y «sigiloso» para uno que se mueve sin hacer ruido (el puma), en oraciones claras para decir ante el curso.',
    ],
  ]),
  ...opens('LE05 OA 19', 'Crear', [
    [
      'Escribe una noticia breve sobre un hecho de tu colegio usando las palabras nuevas «insólito» y «minucioso».',
      'Escribe una noticia breve con sentido: «insólito» para un hecho raro que casi nunca pasa y «minucioso» para un trabajo o una persona que cuida cada detalle; las dos palabras dentro de oraciones que muestran su significado.',
    ],
  ]),
  ...opens('LE05 OA 29', 'Crear', [
    [
      'Prepara lo que dirías en un debate sobre el cuidado del agua usando las palabras nuevas «indispensable» y «solidario».',
      'Usa «indispensable» para lo que no puede faltar (el agua para la vida) y «solidario» para quien ayuda a otros, en dos o tres oraciones que defienden una idea y se pueden decir ante el curso.',
    ],
  ]),
  ...opens('LE06 OA 19', 'Crear', [
    [
      'Escribe el comienzo de un cuento de misterio usando las palabras nuevas «lúgubre» e «inhóspito».',
      'Escribe un comienzo de cuento con sentido: «lúgubre» describe un lugar triste y oscuro y «inhóspito» un lugar difícil para vivir; las palabras ayudan a crear el ambiente de misterio.',
    ],
  ]),
  ...opens('LE06 OA 30', 'Crear', [
    [
      'Prepara lo que dirías al comentar un libro ante tu curso usando las palabras nuevas «conmovedor» y «perspicaz».',
      'Usa «conmovedor» para lo que emociona del libro y «perspicaz» para un personaje que se da cuenta de lo que otros no ven, en oraciones claras para decir en voz alta.',
    ],
  ]),
]
