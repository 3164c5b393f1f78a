import { group } from './define'

const solubilidadDelNitratoDePotasio =
  'Solubilidad del nitrato de potasio (KNO₃), en gramos de sal que se disuelven en 100 g de agua:\n20 °C: 32 g\n40 °C: 64 g\n60 °C: 110 g'

const segundoMedio = group('PAES', 'Ciencias', '2° Medio', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué estructura de la neurona recibe principalmente los impulsos que provienen de otras neuronas?',
    alternativas: ['El axón', 'La vaina de mielina', 'Los botones sinápticos', 'Las dendritas'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'En una sinapsis química, ¿qué ocurre cuando el impulso nervioso llega al terminal del axón?',
    alternativas: [
      'El impulso eléctrico salta directamente a la neurona siguiente.',
      'La neurona presináptica absorbe los neurotransmisores del medio.',
      'La membrana de la neurona postsináptica se rompe y deja pasar iones.',
      'Se liberan neurotransmisores que se unen a receptores de la otra célula.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál es la función de la vaina de mielina?',
    alternativas: [
      'Producir los neurotransmisores que libera la neurona.',
      'Aumentar la velocidad de conducción del impulso nervioso.',
      'Nutrir al núcleo del cuerpo neuronal.',
      'Recibir los estímulos del medio externo.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Después de una comida rica en carbohidratos aumenta la glicemia. ¿Qué hormona secreta el páncreas en respuesta a este aumento?',
    alternativas: ['Glucagón', 'Adrenalina', 'Insulina', 'Tiroxina'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué efecto tiene el glucagón sobre el organismo?',
    alternativas: [
      'Estimula la liberación de glucosa desde el hígado y aumenta la glicemia.',
      'Favorece el ingreso de glucosa a las células y disminuye la glicemia.',
      'Estimula la digestión de las proteínas en el estómago.',
      'Aumenta la eliminación de glucosa a través de la orina.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'La regulación de la glicemia mediante la insulina y el glucagón es un ejemplo de:',
    alternativas: [
      'retroalimentación positiva.',
      'respuesta inmune adaptativa.',
      'reflejo medular.',
      'retroalimentación negativa.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'En un ciclo menstrual regular de 28 días, ¿alrededor de qué día ocurre la ovulación?',
    alternativas: ['Día 1', 'Día 7', 'Día 14', 'Día 28'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué hormona desencadena la ovulación al alcanzar su concentración máxima a mitad del ciclo?',
    alternativas: [
      'La hormona luteinizante (LH)',
      'La hormona folículo estimulante (FSH)',
      'La progesterona',
      'La testosterona',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué función cumple la progesterona durante la fase lútea del ciclo menstrual?',
    alternativas: [
      'Provocar el desprendimiento del endometrio al final del ciclo.',
      'Estimular la maduración de nuevos folículos.',
      'Mantener el endometrio preparado para la implantación.',
      'Estimular la producción de espermatozoides.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál es una diferencia entre la mitosis y la meiosis?',
    alternativas: [
      'La mitosis forma cuatro células haploides y la meiosis, dos células diploides.',
      'La meiosis forma cuatro células haploides distintas y la mitosis, dos células idénticas.',
      'Solo la mitosis ocurre en los órganos reproductores.',
      'Solo la meiosis requiere que el ADN se duplique antes de comenzar.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Una célula somática humana tiene 46 cromosomas. ¿Cuántos cromosomas tiene un gameto humano normal?',
    alternativas: ['22', '23', '46', '92'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'En la arveja, el color amarillo de la semilla (A) domina sobre el verde (a). Si se cruzan dos plantas heterocigotas (Aa), ¿qué proporción fenotípica se espera en la descendencia?',
    alternativas: [
      '1 amarilla por cada verde',
      '1 amarilla por cada 3 verdes',
      'Todas amarillas',
      '3 amarillas por cada verde',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Analizar evidencia',
    enunciado:
      'Un individuo de fenotipo dominante se cruza con uno homocigoto recesivo, y la mitad de la descendencia presenta el fenotipo recesivo. ¿Cuál es el genotipo del individuo de fenotipo dominante?',
    alternativas: [
      'Homocigoto dominante (AA)',
      'Heterocigoto (Aa)',
      'Homocigoto recesivo (aa)',
      'No se puede determinar',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'El daltonismo es un rasgo recesivo ligado al cromosoma X. ¿Por qué es más frecuente en hombres que en mujeres?',
    alternativas: [
      'Porque tienen un solo cromosoma X y basta un alelo recesivo.',
      'Porque el cromosoma Y porta el alelo del daltonismo.',
      'Porque los hombres tienen dos cromosomas X.',
      'Porque las mujeres no pueden portar el alelo recesivo.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Se disuelven 20 g de cloruro de sodio en agua hasta completar 200 mL de solución. ¿Cuál es la concentración de la solución?',
    alternativas: ['0,1 % m/v', '1 % m/v', '10 % m/v', '20 % m/v'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuántos moles de soluto hay en 500 mL de una solución de concentración 2 mol/L?',
    alternativas: ['0,5 mol', '1 mol', '2 mol', '4 mol'],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'Si se agrega agua a una solución, ¿qué ocurre con su concentración y con la cantidad de soluto?',
    alternativas: [
      'La concentración disminuye y la cantidad de soluto se mantiene.',
      'La concentración y la cantidad de soluto disminuyen.',
      'La concentración aumenta y la cantidad de soluto se mantiene.',
      'La concentración se mantiene y la cantidad de soluto aumenta.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: solubilidadDelNitratoDePotasio,
    enunciado:
      'Se disuelven 50 g de KNO₃ en 100 g de agua a 40 °C y luego la solución se enfría hasta 20 °C. ¿Qué ocurre?',
    alternativas: [
      'No se forma sólido, porque la sal ya estaba disuelta.',
      'Precipitan alrededor de 32 g de sal.',
      'Precipita toda la sal disuelta.',
      'Precipitan alrededor de 18 g de sal.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: solubilidadDelNitratoDePotasio,
    enunciado: '¿Qué relación entre temperatura y solubilidad del KNO₃ muestran los datos?',
    alternativas: [
      'La solubilidad aumenta al aumentar la temperatura.',
      'La solubilidad disminuye al aumentar la temperatura.',
      'La solubilidad no depende de la temperatura.',
      'La solubilidad aumenta solo por debajo de 40 °C.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué en algunas ciudades se esparce sal sobre las calles cubiertas de hielo?',
    alternativas: [
      'Porque la sal reacciona con el hielo y libera calor.',
      'Porque el soluto disminuye el punto de congelación del agua.',
      'Porque la sal aumenta el punto de fusión del hielo.',
      'Porque la sal absorbe el agua y la transforma en vapor.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué característica del átomo de carbono explica la enorme variedad de compuestos orgánicos?',
    alternativas: [
      'Forma enlaces iónicos con la mayoría de los metales.',
      'Tiene una masa atómica mayor que la de los demás no metales.',
      'Tiene todos sus electrones de valencia apareados.',
      'Forma cuatro enlaces covalentes y puede unirse a otros carbonos.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuál es la fórmula molecular del propano, un alcano de tres carbonos?',
    alternativas: ['C₃H₄', 'C₃H₆', 'C₃H₈', 'C₄H₁₀'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué grupo funcional caracteriza a los alcoholes?',
    alternativas: ['Carboxilo (–COOH)', 'Hidroxilo (–OH)', 'Amino (–NH₂)', 'Carbonilo (C=O)'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un ciclista recorre 36 km en 2 horas con rapidez constante. ¿Cuál es su rapidez en m/s?',
    alternativas: ['5 m/s', '10 m/s', '18 m/s', '72 m/s'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un auto parte del reposo y acelera a 2 m/s² durante 5 s. ¿Qué rapidez alcanza al final de ese tiempo?',
    alternativas: ['2,5 m/s', '7 m/s', '10 m/s', '25 m/s'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Un bus frena bruscamente y los pasajeros se inclinan hacia adelante. ¿Qué principio explica este hecho?',
    alternativas: [
      'El principio de acción y reacción',
      'La ley de gravitación universal',
      'La ley de Hooke',
      'El principio de inercia',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Se aplica una fuerza neta de 20 N a un cuerpo de 4 kg. ¿Cuál es la aceleración del cuerpo?',
    alternativas: ['0,2 m/s²', '5 m/s²', '24 m/s²', '80 m/s²'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Se deja caer una pelota de 0,5 kg desde 10 m de altura. Sin considerar el roce con el aire y con g = 10 m/s², ¿cuál es su energía cinética justo antes de tocar el suelo?',
    alternativas: ['5 J', '25 J', '50 J', '100 J'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Según la ley de gravitación universal, si la distancia entre dos cuerpos se duplica, ¿qué ocurre con la fuerza de atracción entre ellos?',
    alternativas: [
      'Se duplica.',
      'Se reduce a la mitad.',
      'Se reduce a la cuarta parte.',
      'No cambia, porque las masas son las mismas.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado:
      'Un estudiante quiere investigar si la masa de un péndulo influye en su período. ¿Qué diseño es adecuado?',
    alternativas: [
      'Variar la masa, mantener el largo del hilo y el ángulo inicial, y medir el período.',
      'Variar el largo del hilo y la masa a la vez, y medir el período.',
      'Mantener la masa constante, variar el ángulo inicial y medir el período.',
      'Variar la masa y medir cuánto se estira el hilo en cada caso.',
    ],
    correcta: 0,
  },
])

const elodea =
  'Se ubicó una planta acuática a distintas distancias de una lámpara y se contaron las burbujas de oxígeno que liberaba por minuto. Las demás condiciones se mantuvieron constantes.\n10 cm: 40 burbujas\n20 cm: 22 burbujas\n40 cm: 9 burbujas\n80 cm: 3 burbujas'

const conejos =
  'Se introdujeron 50 conejos en una isla sin depredadores. La tabla muestra el tamaño de la población al comienzo de cada año.\nAño 1: 50\nAño 2: 120\nAño 3: 300\nAño 4: 450\nAño 5: 510\nAño 6: 495\nAño 7: 505'

const tercerMedio = group('PAES', 'Ciencias', '3° Medio', [
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'El brazo humano, el ala del murciélago y la aleta de la ballena tienen huesos con la misma organización básica. ¿Qué evidencia evolutiva representan?',
    alternativas: [
      'Estructuras análogas, que indican una misma función.',
      'Estructuras vestigiales, que perdieron su función.',
      'Estructuras homólogas, que sugieren un ancestro común.',
      'Estructuras adquiridas por el uso durante la vida.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'Las alas de una mariposa y las de un ave cumplen la misma función, pero tienen distinto origen. ¿Cómo se denominan estas estructuras?',
    alternativas: ['Análogas', 'Homólogas', 'Vestigiales', 'Embrionarias'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Según la teoría de la selección natural, ¿por qué una población de bacterias se vuelve resistente a un antibiótico?',
    alternativas: [
      'Cada bacteria desarrolla resistencia porque la necesita para sobrevivir.',
      'El antibiótico transforma a las bacterias sensibles en resistentes.',
      'Las bacterias aprenden a evitar el antibiótico y enseñan a las demás.',
      'Sobreviven y se reproducen las que ya eran resistentes, y su frecuencia aumenta.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué idea corresponde al planteamiento de Lamarck y no al de Darwin?',
    alternativas: [
      'Los caracteres adquiridos por el uso se heredan a la descendencia.',
      'Los individuos de una población presentan variaciones.',
      'Los organismos mejor adaptados dejan más descendencia.',
      'Las especies actuales descienden de especies anteriores.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué información aporta el registro fósil al estudio de la evolución?',
    alternativas: [
      'Evidencia de organismos del pasado y de sus cambios en el tiempo.',
      'La secuencia exacta del ADN de todas las especies extintas.',
      'La prueba de que las especies no cambian con el tiempo.',
      'El comportamiento de los animales que se extinguieron.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Muchas plantas se asocian con hongos en sus raíces: el hongo aporta agua y minerales, y la planta le entrega azúcares. ¿Qué tipo de interacción es?',
    alternativas: ['Parasitismo', 'Comensalismo', 'Competencia', 'Mutualismo'],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Qué tipo de interacción se establece entre una pulga y el perro en que vive?',
    alternativas: ['Parasitismo', 'Mutualismo', 'Comensalismo', 'Depredación'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Dos especies de aves se alimentan de las mismas semillas en un mismo bosque. ¿Qué interacción se establece entre ellas?',
    alternativas: ['Mutualismo', 'Competencia interespecífica', 'Depredación', 'Competencia intraespecífica'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Los productores de una cadena alimentaria captan 10.000 kJ. Si entre un nivel y el siguiente se transfiere cerca del 10 % de la energía, ¿cuánta energía queda disponible para los consumidores secundarios?',
    alternativas: ['10 kJ', '100 kJ', '1.000 kJ', '9.000 kJ'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Un insecticida que se degrada muy lentamente llega al agua de un lago. ¿En qué organismos se espera encontrar su mayor concentración?',
    alternativas: [
      'En las algas que viven en la superficie del lago.',
      'En el zooplancton que se alimenta de algas.',
      'En los peces que comen zooplancton.',
      'En las aves que se alimentan de esos peces.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué proceso retira dióxido de carbono de la atmósfera?',
    alternativas: ['La combustión', 'La respiración celular', 'La fotosíntesis', 'La descomposición'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      '¿Qué organismos transforman el nitrógeno atmosférico (N₂) en compuestos que las plantas pueden absorber?',
    alternativas: [
      'Las bacterias fijadoras de nitrógeno',
      'Los hongos descomponedores del suelo',
      'Las algas verdes de los lagos',
      'Los herbívoros que comen leguminosas',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: conejos,
    enunciado: '¿Qué interpretación de los datos es correcta?',
    alternativas: [
      'La población crece sin límite durante los siete años.',
      'La población disminuye sostenidamente desde el año 2.',
      'La población se estabilizó en torno a la capacidad de carga.',
      'La población se extinguirá durante el año siguiente.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: conejos,
    enunciado: '¿Entre qué años creció más rápido la población?',
    alternativas: ['Entre los años 1 y 2', 'Entre los años 2 y 3', 'Entre los años 4 y 5', 'Entre los años 6 y 7'],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: elodea,
    enunciado: '¿Qué conclusión es coherente con los resultados?',
    alternativas: [
      'La planta fotosintetiza más cuando está más lejos de la lámpara.',
      'La distancia a la lámpara no afecta la liberación de oxígeno.',
      'A mayor intensidad de luz, mayor es la tasa de fotosíntesis.',
      'La planta libera oxígeno solo cuando está a 10 cm.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Planificar una investigación',
    texto: elodea,
    enunciado: '¿Cuál es la variable independiente de este experimento?',
    alternativas: [
      'El número de burbujas liberadas por minuto',
      'La especie de planta acuática',
      'La temperatura del agua',
      'La distancia entre la planta y la lámpara',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Al reaccionar 12 g de carbono con 32 g de oxígeno se forma dióxido de carbono, sin que sobre ningún reactivo. ¿Qué masa de producto se obtiene?',
    alternativas: ['20 g', '32 g', '44 g', '56 g'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuál es la ecuación balanceada de la formación de agua a partir de hidrógeno y oxígeno?',
    alternativas: ['H₂ + O₂ → H₂O', '2 H₂ + O₂ → 2 H₂O', 'H₂ + 2 O₂ → 2 H₂O', '4 H₂ + O₂ → 2 H₂O'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Si H = 1 g/mol y O = 16 g/mol, ¿cuál es la masa molar del agua (H₂O)?',
    alternativas: ['16 g/mol', '17 g/mol', '18 g/mol', '34 g/mol'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Si C = 12 g/mol y O = 16 g/mol, ¿cuántos moles hay en 88 g de dióxido de carbono (CO₂)?',
    alternativas: ['0,5 mol', '2 mol', '44 mol', '88 mol'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Según la ecuación CH₄ + 2 O₂ → CO₂ + 2 H₂O, ¿cuántos moles de O₂ se necesitan para quemar completamente 3 mol de CH₄?',
    alternativas: ['2 mol', '3 mol', '5 mol', '6 mol'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuál de estas situaciones corresponde a un cambio químico?',
    alternativas: [
      'La oxidación de un clavo de hierro.',
      'La fusión de un cubo de hielo.',
      'La disolución de azúcar en agua.',
      'La evaporación del alcohol.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'El agua pura siempre contiene hidrógeno y oxígeno en una proporción en masa de 1:8, sin importar su origen. ¿Qué ley ilustra este hecho?',
    alternativas: [
      'La ley de conservación de la masa',
      'La ley de las proporciones definidas',
      'La ley de los gases ideales',
      'La ley de gravitación universal',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Una onda tiene una frecuencia de 5 Hz y una longitud de onda de 2 m. ¿Cuál es su rapidez de propagación?',
    alternativas: ['0,4 m/s', '2,5 m/s', '7 m/s', '10 m/s'],
    correcta: 3,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Por qué dos astronautas en la superficie de la Luna no pueden oírse directamente, sin radio?',
    alternativas: [
      'Porque el sonido viaja demasiado rápido en la Luna.',
      'Porque los cascos reflejan todo el sonido hacia adentro.',
      'Porque la gravedad lunar atrae a las ondas sonoras.',
      'Porque el sonido necesita un medio material para propagarse.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      'Dos notas musicales se tocan con la misma intensidad, pero una es más aguda que la otra. ¿En qué se diferencian sus ondas sonoras?',
    alternativas: [
      'La nota aguda tiene mayor amplitud.',
      'La nota aguda viaja más rápido por el aire.',
      'La nota aguda tiene mayor frecuencia.',
      'La nota aguda tiene mayor longitud de onda.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué diferencia a las ondas sísmicas P de las ondas S?',
    alternativas: [
      'Las P son más lentas que las S y solo viajan por la superficie.',
      'Las P son transversales y no pueden atravesar materiales sólidos.',
      'Las P son longitudinales, más rápidas y atraviesan sólidos y líquidos.',
      'Las P solo se producen en sismos de gran magnitud.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué proceso geológico explica la frecuencia de grandes sismos en Chile?',
    alternativas: [
      'La subducción de la placa de Nazca bajo la placa Sudamericana.',
      'El alejamiento de la placa Sudamericana y la placa Africana.',
      'El enfriamiento del núcleo terrestre bajo la cordillera.',
      'El peso de los glaciares sobre la corteza continental.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Por qué el aumento del dióxido de carbono en la atmósfera se relaciona con el calentamiento global?',
    alternativas: [
      'Porque destruye la capa de ozono y deja entrar más luz solar.',
      'Porque retiene parte de la radiación infrarroja que emite la Tierra.',
      'Porque reacciona con el oxígeno y libera calor al aire.',
      'Porque aumenta la cantidad de nubes que reflejan el calor.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cómo protege una vacuna contra una enfermedad infecciosa?',
    alternativas: [
      'Destruye directamente a todos los microorganismos del cuerpo.',
      'Reemplaza a los glóbulos blancos durante la infección.',
      'Actúa como un antibiótico que elimina bacterias y virus.',
      'Estimula al sistema inmune a generar memoria sin causar la enfermedad.',
    ],
    correcta: 3,
  },
])

const enzima =
  'Se midió la actividad de una enzima digestiva humana a distintas temperaturas, expresada como porcentaje de su actividad máxima.\n10 °C: 15 %\n20 °C: 40 %\n37 °C: 100 %\n50 °C: 30 %\n70 °C: 0 %'

const cuartoMedio = group('PAES', 'Ciencias', '4° Medio', [
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué diferencia al transporte activo de la difusión simple?',
    alternativas: [
      'El transporte activo mueve sustancias a favor de su gradiente sin gasto de energía.',
      'El transporte activo mueve sustancias contra su gradiente y gasta ATP.',
      'La difusión simple requiere proteínas transportadoras y ATP.',
      'La difusión simple solo ocurre en células vegetales.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Si se colocan glóbulos rojos en una solución hipotónica, ¿qué les ocurre?',
    alternativas: [
      'Pierden agua y se arrugan.',
      'No cambian, porque están en equilibrio.',
      'Pierden sales y se endurecen.',
      'Ganan agua, se hinchan y pueden estallar.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿En qué estructura celular ocurre la síntesis de proteínas?',
    alternativas: ['En los lisosomas', 'En las mitocondrias', 'En las vacuolas', 'En los ribosomas'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué describe el modelo de mosaico fluido de la membrana plasmática?',
    alternativas: [
      'Una bicapa de fosfolípidos con proteínas que se desplazan lateralmente.',
      'Una capa rígida de proteínas cubierta por dos capas de lípidos.',
      'Una pared de celulosa que rodea completamente a la célula.',
      'Una capa única de carbohidratos que impide el paso del agua.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Una hebra de ADN tiene la secuencia 5’-ATGC-3’. ¿Cuál es la secuencia de su hebra complementaria?',
    alternativas: ['3’-UACG-5’', '3’-ATGC-5’', '3’-GCAT-5’', '3’-TACG-5’'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué proceso produce ARN mensajero a partir de la información del ADN?',
    alternativas: ['La replicación', 'La traducción', 'La meiosis', 'La transcripción'],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Cuántos nucleótidos forman un codón del ARN mensajero?',
    alternativas: ['1', '2', '3', '4'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué es una mutación?',
    alternativas: [
      'Un cambio en la secuencia del ADN, que se hereda si ocurre en células germinales.',
      'Un cambio en el fenotipo causado solo por la alimentación del individuo.',
      'La combinación de los alelos del padre y de la madre.',
      'La copia exacta del ADN antes de la división celular.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: enzima,
    enunciado: '¿Qué explica que la enzima no tenga actividad a 70 °C?',
    alternativas: [
      'A esa temperatura la enzima trabaja tan rápido que se agota.',
      'La enzima se desnaturalizó y perdió su estructura.',
      'A 70 °C no hay suficiente sustrato para la enzima.',
      'Las moléculas se mueven más lento a 70 °C.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Analizar evidencia',
    texto: enzima,
    enunciado: '¿Qué conclusión se apoya en estos datos?',
    alternativas: [
      'La actividad de la enzima aumenta siempre con la temperatura.',
      'La temperatura no influye en la actividad de la enzima.',
      'La enzima funciona mejor a bajas temperaturas.',
      'La enzima tiene una temperatura óptima cercana a 37 °C.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'El carbono-12 y el carbono-14 son isótopos. ¿En qué se diferencian sus átomos?',
    alternativas: [
      'En el número de protones',
      'En el número de electrones',
      'En el número de neutrones',
      'En la carga eléctrica del núcleo',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un átomo tiene número atómico Z = 17 y número másico A = 35. ¿Cuántos neutrones tiene?',
    alternativas: ['17', '18', '35', '52'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: '¿Cuántos electrones de valencia tiene un átomo de oxígeno (Z = 8)?',
    alternativas: ['2', '4', '6', '8'],
    correcta: 2,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado:
      '¿Cómo varía la electronegatividad a lo largo de un período de la tabla periódica, de izquierda a derecha?',
    alternativas: ['Aumenta', 'Disminuye', 'Se mantiene constante', 'Disminuye y luego aumenta'],
    correcta: 0,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué tipo de enlace se forma entre el sodio y el cloro en el cloruro de sodio (NaCl)?',
    alternativas: [
      'Covalente apolar, porque comparten electrones por igual.',
      'Metálico, porque ambos son buenos conductores.',
      'Covalente polar, porque comparten electrones de forma desigual.',
      'Iónico, porque el sodio transfiere un electrón al cloro.',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: 'En la molécula de agua, ¿qué tipo de enlace une al oxígeno con cada hidrógeno?',
    alternativas: ['Covalente polar', 'Iónico', 'Metálico', 'Covalente apolar'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Un átomo de magnesio (Z = 12) forma el ion Mg²⁺. ¿Cuántos electrones tiene el ion?',
    alternativas: ['2', '10', '12', '14'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Dos resistencias de 4 Ω y 6 Ω se conectan en serie a una fuente de 20 V. ¿Cuál es la intensidad de corriente del circuito?',
    alternativas: ['0,5 A', '2 A', '3,3 A', '5 A'],
    correcta: 1,
  },
  {
    habilidad: 'Aplicar',
    enunciado: 'Dos resistencias de 6 Ω se conectan en paralelo. ¿Cuál es la resistencia equivalente?',
    alternativas: ['3 Ω', '6 Ω', '12 Ω', '36 Ω'],
    correcta: 0,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Si el calor específico del agua es 1 cal/g °C, ¿cuánto calor se necesita para elevar de 20 °C a 70 °C la temperatura de 200 g de agua?',
    alternativas: ['250 cal', '4.000 cal', '10.000 cal', '14.000 cal'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'En un recipiente aislado se mezclan 100 g de agua a 80 °C con 100 g de agua a 20 °C. ¿Cuál es la temperatura final de la mezcla?',
    alternativas: ['30 °C', '40 °C', '50 °C', '100 °C'],
    correcta: 2,
  },
  {
    habilidad: 'Aplicar',
    enunciado:
      'Si la distancia entre dos cargas eléctricas se reduce a la mitad, ¿qué ocurre con la fuerza eléctrica entre ellas?',
    alternativas: ['Se reduce a la mitad.', 'Se duplica.', 'Se cuadruplica.', 'No cambia.'],
    correcta: 2,
  },
  {
    habilidad: 'Analizar evidencia',
    enunciado:
      'Un estudiante concluye que un fertilizante aumenta el crecimiento, porque una planta con fertilizante creció más que otra sin él. ¿Cuál es la principal debilidad de su conclusión?',
    alternativas: [
      'Se basa en una sola planta por grupo, sin repeticiones.',
      'Usó una planta sin fertilizante como comparación.',
      'Midió el crecimiento de las plantas.',
      'El fertilizante es la variable independiente.',
    ],
    correcta: 0,
  },
  {
    habilidad: 'Observar y plantear preguntas',
    enunciado: '¿Cuál de las siguientes es una hipótesis que se puede poner a prueba mediante un experimento?',
    alternativas: [
      'El azúcar es más agradable que la sal.',
      'Si aumenta la temperatura del agua, aumenta la masa de azúcar que se disuelve en ella.',
      'El agua es la sustancia más importante del planeta.',
      'Los experimentos con azúcar son más interesantes que los experimentos con sal.',
    ],
    correcta: 1,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado: 'En un estudio de un nuevo medicamento, ¿qué función cumple el grupo control que recibe un placebo?',
    alternativas: [
      'Recibir una dosis mayor del medicamento.',
      'Reemplazar a los participantes que abandonan el estudio.',
      'Servir de comparación para atribuir los efectos al medicamento.',
      'Demostrar que el placebo cura la enfermedad.',
    ],
    correcta: 2,
  },
  {
    habilidad: 'Planificar una investigación',
    enunciado:
      'En un experimento se mide cómo cambia la rapidez de una reacción al variar la concentración de un reactivo. ¿Cuál es la variable dependiente?',
    alternativas: [
      'La concentración del reactivo',
      'La temperatura del laboratorio',
      'El volumen del recipiente',
      'La rapidez de la reacción',
    ],
    correcta: 3,
  },
  {
    habilidad: 'Conocer y comprender',
    enunciado: '¿Qué productos se obtienen en la respiración celular aeróbica?',
    alternativas: [
      'Glucosa y oxígeno, que se liberan al ambiente',
      'Dióxido de carbono, agua y energía en forma de ATP',
      'Ácido láctico y oxígeno en las mitocondrias',
      'Almidón y dióxido de carbono en el citoplasma',
    ],
    correcta: 1,
  },
])

export const paesCiencias = [...segundoMedio, ...tercerMedio, ...cuartoMedio]
