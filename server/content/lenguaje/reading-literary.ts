/**
 * Reading passages of the literary genres an OA names and the bands lacked (issue 29): a Greek myth for 7° Básico,
 * fables and a legend for 1°–4° Básico, a legend of Chiloé for 5°–6° Básico, a Latin American contemporary short story for 2° Medio, a romance for
 * 7° Básico and an episode of an epic for 8° Básico. Written by the team for Pizarra: the myth, the legend and
 * the episode of the Odyssey retold in our own words from the tradition; the fables, the romance and the short
 * story our own. Each declares its `subgenero`, so that an OA that names the genre reads it (`passageFor`) and
 * its check accepts it (`server/content/checks/lenguaje.ts`). Lengths and questions follow `reading.ts`.
 */
import type { Passage } from './types'

export const literaryPassages: readonly Passage[] = [
  {
    titulo: 'El loro que lo sabía todo',
    kind: 'narrativo',
    subgenero: 'fabula',
    band: 0,
    parrafos: [
      'En un árbol del bosque vivía un loro verde que hablaba mucho. Siempre decía: «Yo lo sé todo».',
      'Un día, una tortuga le preguntó: «¿Dónde hay agua fresca?». El loro no sabía, pero gritó: «¡Allá, detrás del cerro!».',
      'La tortuga caminó todo el día. Detrás del cerro solo había piedras y polvo. Llegó cansada y con mucha sed.',
      'Entonces una hormiga le dijo: «El agua está aquí cerca, debajo del sauce».',
      'La tortuga bebió y volvió al árbol. «Loro, ¿por qué me dijiste algo que no sabías?», le preguntó. El loro bajó la cabeza y no supo qué decir.',
      'Moraleja: es mejor decir «no sé» que inventar una respuesta.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué decía siempre el loro?',
        alternativas: ['«Yo lo sé todo».', '«Yo no sé nada».', '«Tengo mucha sed».', '«El agua está aquí».'],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué había detrás del cerro?',
        alternativas: [
          'Un río de agua fresca.',
          'Solo piedras y polvo.',
          'Un sauce muy grande.',
          'La casa de la hormiga.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la tortuga caminó todo el día?',
        alternativas: [
          'Porque el loro le dijo que allá había agua.',
          'Porque quería ver las piedras del cerro.',
          'Porque la hormiga la invitó a jugar al bosque.',
          'Porque estaba perdida y no sabía volver.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la fábula, el loro «bajó la cabeza». ¿Qué quiere decir?',
        alternativas: ['Que sintió vergüenza.', 'Que tenía mucho sueño.', 'Que buscaba comida.', 'Que miraba el agua.'],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué nos enseña la moraleja de esta fábula?',
        alternativas: [
          'Que las tortugas caminan muy lento.',
          'Que es mejor decir «no sé» que inventar.',
          'Que el agua fresca está bajo los sauces.',
          'Que los loros verdes hablan mucho.',
        ],
        correcta: 1,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado: '¿Qué debió decir el loro cuando la tortuga le preguntó por el agua? Escribe una oración.',
      pauta:
        '2 puntos: escribe lo que debió decir el loro (que no sabía, o que preguntaran a otro) y se relaciona con la moraleja. 1 punto: escribe una respuesta del loro sin relación con la moraleja. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El quirquincho y el zorro',
    kind: 'narrativo',
    subgenero: 'fabula',
    band: 1,
    parrafos: [
      'En el altiplano, donde el viento sopla frío y las noches son largas, vivía un quirquincho pequeño y trabajador. Cada tarde cavaba su cueva un poco más honda y guardaba en ella raíces y semillas para el invierno.',
      'Un zorro que pasaba por ahí se reía de él: «¿Para qué trabajas tanto, quirquincho? El sol brilla, hay comida en todas partes y la vida es para disfrutarla. Ven a tomar sol conmigo».',
      'El quirquincho le contestaba con calma: «Hoy hay comida, compadre zorro, pero el invierno llega sin avisar». Y seguía cavando.',
      'Una noche cayó la primera helada. La nieve cubrió los pastos y las semillas quedaron enterradas bajo el hielo. El zorro buscó comida por todas partes y no encontró nada. Con la cola entre las patas, llegó hasta la cueva del quirquincho.',
      '«Amigo», le dijo temblando, «tengo frío y hambre. ¿Me dejarías entrar?». El quirquincho lo miró un momento y recordó las burlas. Aun así, lo dejó pasar y compartió con él sus raíces.',
      'Esa noche, junto al calor de la cueva, el zorro aprendió dos cosas: que quien se prepara a tiempo no pasa necesidad, y que un buen vecino ayuda incluso a quien se burló de él.',
      'Moraleja: el que trabaja cuando puede tiene para compartir cuando llega la necesidad.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué guardaba el quirquincho en su cueva?',
        alternativas: [
          'Raíces y semillas para el invierno.',
          'Nieve y hielo del altiplano.',
          'La comida que le quitaba al zorro del cerro.',
          'Piedras de colores brillantes.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué el zorro llegó a la cueva del quirquincho?',
        alternativas: [
          'Porque quería burlarse otra vez de él.',
          'Porque no encontró comida después de la helada.',
          'Porque el quirquincho lo invitó a comer.',
          'Porque buscaba un lugar para tomar sol.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo es el quirquincho de la fábula?',
        alternativas: [
          'Flojo, burlón y dormilón.',
          'Trabajador y generoso.',
          'Miedoso y egoísta.',
          'Mentiroso y gruñón.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'El zorro llegó «con la cola entre las patas». ¿Qué significa esa expresión en el texto?',
        alternativas: [
          'Que llegó avergonzado y sin orgullo.',
          'Que se había lastimado la cola en la nieve.',
          'Que venía corriendo muy rápido por el altiplano.',
          'Que estaba feliz de ver a su amigo el quirquincho.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué aprendió el zorro esa noche junto al quirquincho?',
        alternativas: [
          'Que quien se prepara a tiempo no pasa necesidad.',
          'Que el sol del altiplano brilla igual en todas las estaciones.',
          'Que la nieve es buena para que crezcan las semillas.',
          'Que es mejor tomar sol que trabajar en la cueva.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Estás de acuerdo con lo que hizo el quirquincho cuando el zorro le pidió ayuda? Explica tu opinión con un hecho de la fábula.',
      pauta:
        '2 puntos: da una opinión y la justifica con un hecho de la fábula (el zorro se había burlado, pero tenía frío y hambre; el quirquincho compartió sus raíces). 1 punto: da una opinión sin un hecho del texto. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La leyenda del copihue',
    kind: 'narrativo',
    subgenero: 'leyenda',
    band: 1,
    parrafos: [
      'Hace mucho tiempo, en los bosques del sur de Chile, dos pueblos vivían separados por un río. Los dos pueblos estaban enojados desde hacía años y nunca cruzaban el agua.',
      'En uno de ellos vivía Hues, un joven que cazaba en el bosque. En el otro vivía Copih, una joven que recogía frutos cerca del río. Un día se vieron desde las orillas y, desde ese momento, se encontraban a escondidas junto a una laguna.',
      'Cuando los jefes de los dos pueblos lo supieron, se enojaron mucho y les prohibieron volver a verse. Copih y Hues fueron por última vez a la laguna y desaparecieron en sus aguas.',
      'Las familias los buscaron durante muchas lunas. Un año después, la gente de los dos pueblos llegó a la orilla de la laguna y vio algo que nunca había visto: desde el agua había crecido una enredadera con flores en forma de campana, unas rojas y otras blancas.',
      'Los ancianos dijeron que las flores rojas eran Hues y las blancas eran Copih, y que así seguirían juntos para siempre. Desde ese día, los dos pueblos hicieron la paz.',
      'Por eso, cuentan en el sur, el copihue crece enredado en los árboles del bosque, y por eso es la flor nacional de Chile.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Dónde se encontraban Copih y Hues a escondidas?',
        alternativas: [
          'Junto a una laguna.',
          'En la plaza del pueblo.',
          'En la casa de los ancianos.',
          'En la cima de un volcán.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿De qué colores eran las flores que crecieron desde la laguna?',
        alternativas: ['Amarillas y azules.', 'Rojas y blancas.', 'Verdes y moradas.', 'Todas de color rosado.'],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'proposito',
        enunciado: '¿Qué quiere explicar esta leyenda?',
        alternativas: [
          'Cómo se hace un collar de flores.',
          'El origen del copihue, la flor nacional de Chile.',
          'Por qué los ríos del sur son tan fríos.',
          'Cómo se cazaba en los bosques del sur.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En la leyenda, ¿qué es una «enredadera»?',
        alternativas: [
          'Una planta que sube enrollada en los árboles.',
          'Un pez de gran tamaño que vive en las lagunas del sur.',
          'Una red que usaban los dos pueblos para pescar en el río.',
          'Un camino angosto que cruzaba el bosque de lado a lado.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué pasó con los dos pueblos al final de la leyenda?',
        alternativas: [
          'Hicieron la paz.',
          'Se fueron a vivir a la ciudad.',
          'Cruzaron el río para pelear.',
          'Olvidaron a Copih y a Hues.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Analizar',
      enunciado:
        'Las leyendas explican el origen de algo. ¿Qué explica esta leyenda y cómo lo explica? Responde con dos hechos del texto.',
      pauta:
        '2 puntos: dice que explica el origen del copihue (o de sus colores) y da dos hechos del texto (Copih y Hues desaparecen en la laguna; de ella crece la enredadera con flores rojas y blancas). 1 punto: dice qué explica sin hechos, o da un solo hecho. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Deméter y Perséfone: el origen de las estaciones',
    kind: 'narrativo',
    subgenero: 'mito',
    band: 3,
    parrafos: [
      'Los antiguos griegos contaban que, al comienzo de los tiempos, la tierra no conocía el invierno. Los campos daban trigo todo el año, los árboles nunca perdían sus hojas y las flores se abrían en cualquier mes. Todo eso era obra de Deméter, la diosa de la agricultura y de las cosechas, que cuidaba los sembrados como una madre cuida a sus hijos.',
      'Deméter tenía una hija, Perséfone, a quien amaba más que a nada en el mundo. La joven pasaba los días recogiendo flores en los prados, acompañada de las ninfas. Desde las profundidades de la tierra, Hades, el dios del mundo de los muertos, la observaba. Hades vivía solo en su reino oscuro, donde nunca llegaba la luz del sol, y había decidido que Perséfone sería su esposa.',
      'Una mañana, mientras Perséfone se inclinaba para cortar un narciso, la tierra se abrió bajo sus pies. De la grieta salió un carro tirado por caballos negros. Hades tomó a la joven, la subió al carro y se la llevó a las profundidades antes de que nadie pudiera ayudarla. En el prado solo quedó el eco de su grito.',
      'Deméter buscó a su hija durante nueve días y nueve noches, con una antorcha en cada mano. No comió ni durmió. Finalmente, Helios, el dios del sol, que todo lo ve desde el cielo, le contó la verdad: Hades se la había llevado con el permiso de Zeus, el rey de los dioses y padre de la joven.',
      'El dolor de Deméter se convirtió en furia. Abandonó el Olimpo y se negó a cumplir su trabajo. Entonces la tierra se secó, las semillas no germinaron y los árboles quedaron desnudos. Los seres humanos empezaron a pasar hambre y ya no podían ofrecer sacrificios a los dioses. Zeus comprendió que, si no hacía algo, la humanidad entera desaparecería.',
      'Zeus envió a Hermes, el mensajero de los dioses, a pedirle a Hades que devolviera a la joven. Hades aceptó, pero antes le ofreció a Perséfone unas semillas de granada. Ella, que no había probado alimento en el mundo subterráneo, comió seis. No sabía que quien come los frutos del reino de los muertos queda unido a él para siempre.',
      'Por eso se llegó a un acuerdo: Perséfone pasaría seis meses del año junto a su madre y los otros seis junto a Hades, uno por cada semilla. Cuando Perséfone sube a la superficie, Deméter se alegra y la tierra florece: es la primavera y luego el verano. Cuando la joven vuelve al mundo subterráneo, Deméter se entristece, las hojas caen y llega el frío: es el otoño y luego el invierno.',
      'Así explicaban los griegos el ciclo de las estaciones. Como muchos mitos, este relato no solo contaba una historia de dioses: respondía a una pregunta que todos se hacían al mirar la naturaleza.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Quién le contó a Deméter dónde estaba su hija?',
        alternativas: [
          'Hermes, el mensajero de los dioses.',
          'Helios, el dios del sol.',
          'Zeus, el rey de los dioses.',
          'Una de las ninfas del prado.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Zeus decidió que Perséfone debía volver junto a su madre?',
        alternativas: [
          'Porque Hades se lo pidió a cambio de unas semillas.',
          'Porque la tierra se secó y la humanidad podía desaparecer.',
          'Porque Perséfone le envió un mensaje desde el mundo subterráneo.',
          'Porque Deméter amenazó con quitarle su trono en el Olimpo.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué rasgo propio de los mitos muestra este relato?',
        alternativas: [
          'Explica un fenómeno de la naturaleza mediante la acción de los dioses.',
          'Cuenta hechos reales que ocurrieron en un lugar y en una fecha que se pueden comprobar.',
          'Enseña una lección con animales que hablan, como lo hacen las fábulas.',
          'Presenta datos comprobados sobre el clima de Grecia.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Perséfone debe pasar seis meses del año en el mundo subterráneo?',
        alternativas: [
          'Porque comió seis semillas de granada del reino de Hades.',
          'Porque Deméter necesitaba descansar de su trabajo durante la mitad del año.',
          'Porque Zeus la castigó por cortar un narciso.',
          'Porque Hermes no encontró el camino de regreso.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el texto, ¿qué significa que los árboles «quedaron desnudos»?',
        alternativas: [
          'Que perdieron todas sus hojas.',
          'Que los cortaron para hacer leña.',
          'Que los pintaron de otro color.',
          'Que se llenaron de nieve blanca.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'Los mitos responden preguntas que las personas se hacían sobre el mundo. ¿Qué pregunta responde este mito y cómo la responde? Fundamenta con dos hechos del relato.',
      pauta:
        '6 puntos: identifica la pregunta (por qué existen las estaciones o por qué hay meses en que la tierra no da frutos) y explica la respuesta del mito con dos hechos pertinentes (el dolor de Deméter seca la tierra; las seis semillas de granada dividen el año). 4 puntos: identifica la pregunta y la explica con un hecho. 2 puntos: identifica la pregunta sin explicarla con hechos del relato. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'El último viaje del ascensor Miramar',
    kind: 'narrativo',
    subgenero: 'cuento-latinoamericano',
    band: 3,
    parrafos: [
      'El ascensor Miramar sube el cerro desde 1912, y mi tío Ramón lo maneja desde hace treinta años. En vacaciones yo le ayudo a cobrar los pasajes: doscientos pesos la subida, cien la bajada, gratis para los vecinos que él conoce de toda la vida, que son casi todos.',
      'La cabina es de madera, tiene dos bancas gastadas y una ventana que da a la bahía de Valparaíso. Cuando sube, cruje como un barco viejo. Los turistas sacan fotos; los vecinos, en cambio, ni miran: para ellos el mar es un paisaje que ya se saben de memoria.',
      'La primera vez que la vi fue un martes de febrero, en el último viaje de la tarde. Yo había contado a los pasajeros en la estación de abajo: eran siete, y les cobré a siete. Pero cuando llegamos arriba bajaron ocho. La octava era una señora de abrigo verde y sombrero, con una maleta de cartón, vestida como en las fotos antiguas del living de mi abuela. Pasó a mi lado sin mirarme y dobló por el pasaje de las escaleras.',
      'Corrí detrás de ella, pero el pasaje estaba vacío. Solo quedaba un olor a lavanda y, en el suelo, un boleto amarillo del ascensor, de los que se usaban antes, con una fecha impresa: 14 de febrero de 1961.',
      'Le mostré el boleto a mi tío. Lo miró largo rato, le dio vuelta entre los dedos y me lo devolvió sin decir nada. Esa noche, mientras comíamos, dijo de pronto que el Miramar «a veces lleva a gente que no ha terminado de subir». Mi tía se rio y cambió el tema. Él no se rio.',
      'Desde entonces empecé a esperar el último viaje. La señora del abrigo verde aparecía los martes, nunca en la estación de abajo, siempre en la de arriba, como si hubiera subido con nosotros desde otro tiempo. Un día la grabé con el teléfono: en el video se ve la cabina, se ven los siete pasajeros y se ve la puerta abrirse. Pero en el lugar donde ella camina hay solo una mancha de luz, como cuando el sol se refleja en el mar.',
      'Busqué en internet la fecha del boleto. El 14 de febrero de 1961 un temporal cortó el cable del Miramar y la cabina quedó detenida a medio cerro durante toda la noche. Nadie se lastimó, decía el diario de la época: los pasajeros bajaron al amanecer por una escalera de emergencia. En la foto aparecía una fila de personas en la pendiente y, al final, de espaldas, una mujer con sombrero y una maleta.',
      'El último martes de las vacaciones me atreví a hablarle. Cuando la cabina llegó arriba, me puse delante de la puerta y le pregunté si necesitaba ayuda con la maleta. Ella me miró por primera vez. Tenía los ojos de mi abuela, que murió el año pasado y que nunca, en toda su vida, quiso subir al Miramar.',
      '«Todavía no llego», me dijo, con una sonrisa cansada. «Pero ya falta poco».',
      'Mañana empieza el colegio y ya no podré ayudar a mi tío. Le dejé el boleto amarillo en la caja de los pasajes, por si alguien vuelve a necesitarlo.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué fecha tenía impresa el boleto amarillo que encontró el narrador?',
        alternativas: [
          'El 14 de febrero de 1961.',
          'El primer martes de febrero.',
          'El día en que murió su abuela.',
          'El año en que se construyó el Miramar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Quién parece ser la señora del abrigo verde?',
        alternativas: [
          'Una turista que se perdió en el cerro.',
          'La abuela del narrador cuando era joven.',
          'La esposa del tío Ramón disfrazada.',
          'Una actriz que grababa un video en el pasaje.',
        ],
        correcta: 1,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué rasgo del cuento latinoamericano contemporáneo se reconoce en este relato?',
        alternativas: [
          'Un hecho imposible irrumpe en la vida cotidiana de una ciudad real.',
          'Unos animales que hablan enseñan una moraleja al final del texto.',
          'Un héroe viaja muy lejos para cumplir una hazaña que le encargan los dioses.',
          'El narrador explica con datos científicos por qué ocurren los hechos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'vocabulario',
        enunciado: 'El narrador dice que la cabina «cruje como un barco viejo». ¿Qué recurso se usa en esa expresión?',
        alternativas: ['Una comparación.', 'Una enumeración.', 'Una pregunta retórica.', 'Una onomatopeya.'],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'proposito',
        enunciado:
          '¿Qué efecto tiene que el cuento termine con el boleto en la caja «por si alguien vuelve a necesitarlo»?',
        alternativas: [
          'Deja un final abierto: el misterio de la señora no se resuelve.',
          'Explica que todo fue un sueño del narrador durante las vacaciones.',
          'Demuestra que el tío Ramón inventó la historia para asustarlo.',
          'Cierra la historia con la venta del ascensor y el fin de su servicio.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        'En este cuento, lo fantástico ocurre en un lugar cotidiano de una ciudad chilena. ¿Por qué crees que el relato elige un ascensor de Valparaíso para este misterio? Fundamenta con dos elementos del texto y relaciónalo con lo que sabes del cuento latinoamericano contemporáneo.',
      pauta:
        '6 puntos: explica que lo imposible (la pasajera de 1961) aparece en un lugar real y rutinario, lo fundamenta con dos elementos del texto (el boleto, el video, la foto del diario, la mirada de la abuela) y lo relaciona con un rasgo del cuento latinoamericano contemporáneo (lo fantástico en lo cotidiano, el final abierto). 4 puntos: explicación con un elemento del texto y el rasgo. 2 puntos: explicación sin elementos del texto o sin rasgo del género. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Romance del pescador y la niebla',
    kind: 'poema',
    subgenero: 'romance',
    band: 3,
    parrafos: [
      'Salía Ramón del puerto\ncon su barca en la mañana;\nla mar estaba tranquila\ny la luna, blanca y clara.',
      'Su mujer, desde la puerta,\nle gritó con voz muy alta:\n«No te vayas mar adentro,\nque la niebla se levanta».',
      'Ramón no quiso escucharla\ny remó hacia la distancia.\nPronto la niebla del norte\ncubrió el mar como una manta.',
      'Ya no se veía el cerro\nni las luces de la casa;\nRamón soltó los dos remos\ny rezó con voz callada.',
      'Entonces oyó a lo lejos\nuna campana que llama:\nera su hija pequeña\nque en la capilla tocaba.',
      'Toda la noche, despierta,\nla campanita lo guiaba,\ny siguiendo su sonido\nllegó de vuelta a la playa.',
      'Desde entonces en Tongoy,\nsi la niebla cubre el agua,\ntocan todas las campanas\npara traer a los que faltan.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué le pidió a Ramón su mujer desde la puerta?',
        alternativas: [
          'Que no se fuera mar adentro.',
          'Que trajera pescado para la cena.',
          'Que tocara la campana de la capilla.',
          'Que volviera antes del mediodía.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Cómo logró Ramón volver a la playa en medio de la niebla?',
        alternativas: [
          'Siguiendo el sonido de la campana que tocaba su hija.',
          'Guiándose por las luces de las casas que se veían en el puerto.',
          'Con la ayuda de otro pescador que salió a buscarlo.',
          'Esperando que el sol de la mañana borrara la niebla.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Cuántas sílabas métricas tiene cada verso de este romance?',
        alternativas: [
          'Ocho, porque el romance usa versos octosílabos.',
          'Once, como los versos de un soneto.',
          'Cuatro, porque son versos muy breves.',
          'Catorce, porque cada verso tiene dos partes de siete sílabas.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'estructura',
        enunciado: '¿Qué rima tienen los versos pares, como «mañana», «clara» y «alta»?',
        alternativas: [
          'Rima asonante: coinciden solo las vocales.',
          'Rima consonante: coinciden todas las letras.',
          'No tienen rima, son versos libres.',
          'Riman solo con los versos impares.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Evaluar',
        foco: 'proposito',
        enunciado: '¿Por qué este poema se parece a los romances de la tradición oral?',
        alternativas: [
          'Narra en versos la historia de Ramón, fácil de recordar y cantar.',
          'Explica con datos cómo se forma la niebla en el norte.',
          'Presenta la opinión del autor sobre la pesca artesanal.',
          'Enseña a construir una campana paso a paso.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Analizar',
      enunciado:
        'Los romances se transmitían de boca en boca. ¿Qué elementos de este poema ayudan a recordarlo y a cantarlo? Da dos ejemplos con versos del texto.',
      pauta:
        '6 puntos: nombra dos elementos (el verso octosílabo, la rima asonante en los versos pares, la historia narrada en orden, las repeticiones) y cita versos que los muestran. 4 puntos: nombra dos elementos con un solo ejemplo. 2 puntos: nombra un elemento sin ejemplo. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'Ulises y el cíclope: un episodio de la Odisea',
    kind: 'narrativo',
    subgenero: 'epopeya',
    band: 3,
    parrafos: [
      'La Odisea, atribuida al poeta griego Homero, es una epopeya que narra el largo regreso de Ulises, rey de Ítaca, después de la guerra de Troya. En el canto noveno, el propio Ulises relata una de sus hazañas más famosas. Durante siglos, la Odisea no se leyó: se escuchaba, recitada de memoria por cantores que viajaban de pueblo en pueblo. Esta es una adaptación en prosa de ese episodio.',
      'Después de muchos días en el mar, Ulises y sus compañeros llegaron a una isla de pastos verdes y cabras salvajes. Era la tierra de los cíclopes, gigantes de un solo ojo que no conocían leyes ni cultivaban la tierra. Movido por la curiosidad, Ulises eligió a doce de sus mejores hombres, cargó un odre de vino dulce y subió hasta una enorme cueva.',
      'La cueva estaba llena de quesos y de corderos. Los compañeros le rogaron que tomaran lo que pudieran y volvieran a las naves, pero Ulises quiso conocer al dueño. Al atardecer llegó Polifemo, hijo de Poseidón, con su rebaño. Tapó la entrada con una roca que ni veinte carros habrían podido mover y, al descubrir a los extranjeros, devoró a dos de ellos.',
      'Ulises comprendió que no podía matar al gigante mientras dormía: nadie podría después mover la roca de la entrada. Entonces pensó un plan. Con sus hombres afiló un tronco de olivo y lo endureció en el fuego. Cuando Polifemo volvió, le ofreció el vino. El cíclope bebió tres veces y le preguntó su nombre. «Me llamo Nadie», respondió Ulises.',
      'Cuando el gigante cayó dormido, los griegos calentaron la punta del tronco en las brasas y se la clavaron en su único ojo. Polifemo gritó tan fuerte que los otros cíclopes acudieron a la cueva. «¿Quién te hace daño?», le preguntaron. «¡Nadie me hace daño!», contestó él, y los cíclopes se marcharon pensando que estaba enfermo.',
      'Al amanecer, Polifemo apartó la roca para sacar su rebaño y se sentó en la entrada a tocar el lomo de cada animal. Pero Ulises había atado a cada compañero bajo el vientre de tres carneros, y él mismo se aferró a la lana del carnero más grande. Así salieron todos, uno a uno, entre las manos del gigante ciego.',
      'Ya en la nave, Ulises no resistió el orgullo y gritó su verdadero nombre. Polifemo pidió entonces a su padre, Poseidón, que el héroe tardara muchos años en volver a casa. Por esa imprudencia, el dios del mar perseguiría a Ulises durante todo su viaje.',
      'En este episodio se reconocen los rasgos del héroe épico: valor, astucia y fuerza, pero también un orgullo que tiene consecuencias. La epopeya no solo entretenía a quienes la escuchaban: les mostraba los valores que su pueblo admiraba.',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Qué nombre dijo tener Ulises cuando Polifemo se lo preguntó?',
        alternativas: ['Nadie.', 'Poseidón.', 'Homero.', 'Troya.'],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué los otros cíclopes se marcharon sin ayudar a Polifemo?',
        alternativas: [
          'Porque él gritó que «Nadie» le hacía daño.',
          'Porque le tenían miedo a Ulises y a sus hombres.',
          'Porque Poseidón les ordenó que no entraran en la cueva.',
          'Porque estaban dormidos y no escucharon sus gritos.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué Ulises no mató a Polifemo mientras dormía?',
        alternativas: [
          'Porque nadie habría podido mover la roca de la entrada.',
          'Porque el gigante era hijo de Poseidón.',
          'Porque el vino no lo había hecho dormir.',
          'Porque sus compañeros le rogaron que volvieran pronto a las naves.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué rasgos del héroe épico muestra Ulises en este episodio?',
        alternativas: [
          'La astucia y el valor, pero también un orgullo imprudente.',
          'La timidez y el miedo a enfrentar a los gigantes.',
          'La obediencia a los cíclopes y a sus leyes.',
          'La pereza de quien espera que otros lo salven.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el texto, ¿qué significa que Ulises «se aferró» a la lana del carnero?',
        alternativas: [
          'Que se agarró con fuerza.',
          'Que la cortó con un cuchillo.',
          'Que la lavó en el mar.',
          'Que la tejió para abrigarse.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Evaluar',
      enunciado:
        '¿Qué consecuencia tiene el orgullo de Ulises al final del episodio? ¿Crees que un héroe debe ser también prudente? Fundamenta con hechos del relato.',
      pauta:
        '6 puntos: explica la consecuencia (Poseidón lo perseguirá y tardará años en volver) y fundamenta su postura con dos hechos del relato (grita su nombre desde la nave; antes había actuado con astucia). 4 puntos: explica la consecuencia y da una postura con un hecho. 2 puntos: da una postura sin hechos del relato. 0 puntos: no responde.',
    },
  },
  {
    titulo: 'La leyenda de la Pincoya',
    kind: 'narrativo',
    subgenero: 'leyenda',
    band: 2,
    parrafos: [
      'En las islas de Chiloé, donde la lluvia cae casi todo el año y el mar entra entre los cerros, los pescadores cuentan la leyenda de la Pincoya, una joven de larga cabellera dorada que vive en el fondo del mar.',
      'Dicen que la Pincoya es hija de la Huenchula y del Millalobo, el rey de los mares del sur. Desde niña aprendió a cuidar a los peces, a los mariscos y a las algas, y a conversar con las olas y con el viento. Su madre le enseñó el nombre de cada criatura que vive bajo el agua.',
      'Cuando hay luna llena, la Pincoya sale a la playa y baila sobre la arena. Los pescadores la observan escondidos entre las rocas, porque su baile anuncia cómo será la pesca. Si baila mirando hacia el mar, habrá abundancia: los peces y los mariscos llegarán hasta la orilla. Si baila mirando hacia los cerros, el mar quedará vacío por un tiempo, y las familias tendrán que buscar su alimento en la tierra.',
      'Los pescadores saben que la Pincoya ayuda a quienes son agradecidos. Por eso, cuando vuelven con las redes llenas, dan gracias al mar, cantan y comparten lo que pescaron con sus vecinos. También saben que ella se aleja de quienes sacan más de lo que necesitan o dejan las playas llenas de basura: a ellos les lleva la pesca a otras costas.',
      'Algunos dicen que la Pincoya también rescata a los náufragos. Cuando un bote se da vuelta en una tormenta, ella lleva a los pescadores hasta la playa con sus brazos de espuma, para que puedan volver con sus familias.',
      'Hasta hoy, en las caletas de Chiloé, los abuelos les enseñan a los niños a respetar el mar y a no pescar más de lo necesario. «Si la Pincoya está contenta», dicen, «nunca faltará el pan en la mesa».',
    ],
    preguntas: [
      {
        habilidad: 'Recordar',
        foco: 'localizar',
        enunciado: '¿Cuándo sale la Pincoya a bailar a la playa?',
        alternativas: [
          'Cuando hay luna llena.',
          'Cuando llueve en Chiloé.',
          'Cada mañana al amanecer.',
          'Cuando los pescadores la llaman.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Qué anuncia la Pincoya si baila mirando hacia los cerros?',
        alternativas: [
          'Que habrá poca pesca por un tiempo.',
          'Que llegará una gran tormenta al sur.',
          'Que los peces llegarán hasta la orilla.',
          'Que un bote se dará vuelta en el mar.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'inferir',
        enunciado: '¿Por qué la Pincoya se aleja de algunos pescadores?',
        alternativas: [
          'Porque sacan más de lo que necesitan o ensucian las playas.',
          'Porque no saben bailar en la arena de las caletas.',
          'Porque pescan solo cuando hay luna llena en el cielo.',
          'Porque no la invitan a sus fiestas de fin de año.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Analizar',
        foco: 'proposito',
        enunciado: '¿Qué enseña esta leyenda a los niños de Chiloé?',
        alternativas: [
          'A respetar el mar y no pescar más de lo necesario.',
          'A nadar en el mar cuando hay tormenta.',
          'A bailar en la playa cuando hay luna llena.',
          'A buscar a la Pincoya entre las rocas de la playa.',
        ],
        correcta: 0,
      },
      {
        habilidad: 'Comprender',
        foco: 'vocabulario',
        enunciado: 'En el texto, ¿quiénes son los «náufragos»?',
        alternativas: [
          'Personas cuyo bote se hundió o se dio vuelta en el mar.',
          'Pescadores que venden mariscos en las caletas del sur de Chile.',
          'Niños que aprenden a pescar con sus abuelos en la orilla.',
          'Animales marinos que viven escondidos entre las rocas.',
        ],
        correcta: 0,
      },
    ],
    abierta: {
      habilidad: 'Analizar',
      enunciado:
        'La leyenda de la Pincoya explica algo sobre el mar y enseña una forma de comportarse. ¿Qué explica y qué enseña? Responde con dos hechos del texto.',
      pauta:
        '4 puntos: explica que la leyenda da razón de los años de buena y de mala pesca y que enseña a respetar el mar, con dos hechos del texto (el baile mirando al mar o a los cerros; se aleja de quienes sacan de más o ensucian). 2 puntos: explica o enseña con un solo hecho. 0 puntos: no responde o no se refiere al texto.',
    },
  },
]
