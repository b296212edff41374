<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AddTokensDialog</name>
    <message>
        <source>Add tokens to {name}</source>
        <translation>Añadir tokens a {name}</translation>
    </message>
    <message>
        <source>One token a line, e.g. &lt;|user|&gt;</source>
        <translation>Un token por línea, p. ej. &lt;|user|&gt;</translation>
    </message>
    <message>
        <source>Special (never split, skipped when decoding)</source>
        <translation>Especial (nunca se divide; se omite al decodificar)</translation>
    </message>
    <message>
        <source>Only as a whole word</source>
        <translation>Solo como palabra completa</translation>
    </message>
    <message>
        <source>Takes the spaces on its left</source>
        <translation>Absorbe los espacios a su izquierda</translation>
    </message>
    <message>
        <source>Takes the spaces on its right</source>
        <translation>Absorbe los espacios a su derecha</translation>
    </message>
    <message>
        <source>Matched in the normalized text</source>
        <translation>Se busca en el texto normalizado</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>&amp;Añadir</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>Type the tokens to add, one a line.</source>
        <translation>Escribe los tokens que quieres añadir, uno por línea.</translation>
    </message>
    <message>
        <source>Added: {ids}</source>
        <translation>Añadidos: {ids}</translation>
    </message>
    <message>
        <source>{name} with tokens</source>
        <translation>{name} con tokens</translation>
    </message>
</context>
<context>
    <name>BpeComparison</name>
    <message>
        <source>Compare with BPE merges</source>
        <translation>Comparar con fusiones BPE</translation>
    </message>
    <message>
        <source>Train the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns from the same words, and compare the tokens per word (a second training, in the background)</source>
        <translation>Entrenar el vocabulario de fusiones BPE que aprende el entrenador WordPiece de la biblioteca tokenizers con las mismas palabras y comparar los tokens por palabra (un segundo entrenamiento, en segundo plano)</translation>
    </message>
    <message>
        <source>Comparing with BPE merges…</source>
        <translation>Comparando con fusiones BPE…</translation>
    </message>
    <message>
        <source>Comparison failed</source>
        <translation>La comparación ha fallado</translation>
    </message>
</context>
<context>
    <name>CompareRows</name>
    <message>
        <source>&lt;code&gt;{token}&lt;/code&gt; id {id}</source>
        <translation>&lt;code&gt;{token}&lt;/code&gt;, id {id}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Compare models</source>
        <translation>Comparar modelos</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models</source>
        <translation>Marca de 2 a 4 modelos</translation>
    </message>
    <message>
        <source>One row of tokens per model, each character at the same place in every row; highlighted: where they disagree</source>
        <translation>Una fila de tokens por modelo, cada carácter en el mismo sitio en todas las filas; resaltado: donde no coinciden</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models to compare.</source>
        <translation>Marca de 2 a 4 modelos para compararlos.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>Caracteres por token</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocidos</translation>
    </message>
    <message numerus="yes">
        <source>%Ln span(s) where the models disagree</source>
        <translation>
            <numerusform>%Ln tramo en el que los modelos no coinciden</numerusform>
            <numerusform>%Ln tramos en los que los modelos no coinciden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusPanel</name>
    <message>
        <source>Corpus files</source>
        <translation>Archivos del corpus</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Añadir arc&amp;hivos…</translation>
    </message>
    <message>
        <source>Add text (.txt), JSON lines (.jsonl) or gzip files</source>
        <translation>Añadir texto (.txt), JSON Lines (.jsonl) o archivos gzip</translation>
    </message>
    <message>
        <source>Add fol&amp;der…</source>
        <translation>Añadir ca&amp;rpeta…</translation>
    </message>
    <message>
        <source>Add every corpus file below a folder</source>
        <translation>Añadir todos los archivos de corpus que haya dentro de una carpeta</translation>
    </message>
    <message>
        <source>Rem&amp;ove</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>Remove the selected files from the project</source>
        <translation>Quitar del proyecto los archivos seleccionados</translation>
    </message>
    <message>
        <source>Normalizer and pre-tokenizer</source>
        <translation>Normalizador y pre-tokenizador</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Unicode normalization form, BERT&apos;s normalizer (cased or not) or SentencePiece&apos;s compiled rules (spm-), applied first (default: none)</source>
        <translation>Forma de normalización Unicode, el normalizador de BERT (con o sin mayúsculas) o las reglas compiladas de SentencePiece (spm-); se aplica primero (por defecto: ninguno)</translation>
    </message>
    <message>
        <source>Lowercase</source>
        <translation>Minúsculas</translation>
    </message>
    <message>
        <source>Lowercase all text (default: off)</source>
        <translation>Pasar todo el texto a minúsculas (por defecto: desactivado)</translation>
    </message>
    <message>
        <source>Strip accents</source>
        <translation>Quitar acentos</translation>
    </message>
    <message>
        <source>Remove combining accents after NFD (default: off)</source>
        <translation>Eliminar los acentos combinables tras NFD (por defecto: desactivado)</translation>
    </message>
    <message>
        <source>Default for the algorithm</source>
        <translation>Predeterminado para el algoritmo</translation>
    </message>
    <message>
        <source>A line of text to preview the settings on</source>
        <translation>Una línea de texto en la que ver el efecto de los ajustes</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>Normalizador</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>Pre-tokenizador</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>Ejemplo</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>Normalizado</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Palabras</translation>
    </message>
    <message>
        <source>Cou&amp;nt words</source>
        <translation>C&amp;ontar palabras</translation>
    </message>
    <message>
        <source>Read the corpus and count its words with these settings</source>
        <translation>Leer el corpus y contar sus palabras con estos ajustes</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>Not counted yet.</source>
        <translation>Aún no se han contado.</translation>
    </message>
    <message>
        <source>Counts are out of date: &lt;a href=&quot;count&quot;&gt;Count again&lt;/a&gt;</source>
        <translation>El recuento está desactualizado: &lt;a href=&quot;count&quot;&gt;volver a contar&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The files, the normalizer or the pre-tokenizer changed since these words were counted</source>
        <translation>Los archivos, el normalizador o el pre-tokenizador han cambiado desde que se contaron estas palabras</translation>
    </message>
    <message>
        <source>Filter words…</source>
        <translation>Filtrar palabras…</translation>
    </message>
    <message>
        <source>Show only the words that contain this text, ignoring case (default: all words)</source>
        <translation>Mostrar solo las palabras que contienen este texto, sin distinguir mayúsculas (por defecto: todas)</translation>
    </message>
    <message>
        <source>Double-click a word to see why the current model splits it so</source>
        <translation>Haz doble clic en una palabra para ver por qué el modelo actual la divide así</translation>
    </message>
    <message>
        <source>word length (characters)</source>
        <translation>longitud de la palabra (caracteres)</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>palabras distintas</translation>
    </message>
    <message>
        <source>Add corpus files</source>
        <translation>Añadir archivos de corpus</translation>
    </message>
    <message>
        <source>Corpus files (*.txt *.text *.md *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Archivos de corpus (*.txt *.text *.md *.jsonl *.ndjson *.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Add a corpus folder</source>
        <translation>Añadir una carpeta de corpus</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>Algunos archivos no se añadieron</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <source>{size} B</source>
        <translation>{size} B</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid UTF-8 sequence(s) replaced</source>
        <translation>
            <numerusform>se reemplazó %Ln secuencia UTF-8 no válida</numerusform>
            <numerusform>se reemplazaron %Ln secuencias UTF-8 no válidas</numerusform>
        </translation>
    </message>
    <message>
        <source>custom: {names}</source>
        <translation>personalizado: {names}</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>No hay corpus</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>Primero añade archivos de corpus.</translation>
    </message>
    <message>
        <source>Counting cancelled.</source>
        <translation>Recuento cancelado.</translation>
    </message>
    <message>
        <source>Counting failed.</source>
        <translation>El recuento ha fallado.</translation>
    </message>
    <message>
        <source>Counting failed</source>
        <translation>El recuento ha fallado</translation>
    </message>
    <message>
        <source>{bytes} bytes, {lines} lines, {words} words, {unique} unique words, alphabet of {alphabet} characters</source>
        <translation>{bytes} bytes, {lines} líneas, {words} palabras, {unique} palabras distintas, alfabeto de {alphabet} caracteres</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>buscando…</translation>
    </message>
    <message>
        <source>{shown} of {total} words</source>
        <translation>{shown} de {total} palabras</translation>
    </message>
</context>
<context>
    <name>EvaluateView</name>
    <message>
        <source>Evaluate models</source>
        <translation>Evaluar modelos</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Añadir arc&amp;hivos…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>The language premiums are relative to</source>
        <translation>Los sobrecostes por idioma son relativos a</translation>
    </message>
    <message>
        <source>Tokens per word</source>
        <translation>Tokens por palabra</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Tokens</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>Caracteres por token</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>Bytes por token</translation>
    </message>
    <message>
        <source>Words split</source>
        <translation>Palabras divididas</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Desconocidos</translation>
    </message>
    <message>
        <source>Vocabulary used</source>
        <translation>Vocabulario usado</translation>
    </message>
    <message>
        <source>Never used</source>
        <translation>Nunca usados</translation>
    </message>
    <message>
        <source>Shannon entropy</source>
        <translation>Entropía de Shannon</translation>
    </message>
    <message>
        <source>Rényi entropy (2.5)</source>
        <translation>Entropía de Rényi (2,5)</translation>
    </message>
    <message>
        <source>Rényi efficiency (2.5)</source>
        <translation>Eficiencia de Rényi (2,5)</translation>
    </message>
    <message>
        <source>Share of words</source>
        <translation>Proporción de palabras</translation>
    </message>
    <message>
        <source>Premium (tokens / reference&apos;s)</source>
        <translation>Sobrecoste (tokens / tokens de la referencia)</translation>
    </message>
    <message>
        <source>An unknown token counts as the UTF-8 bytes it stands for, as a byte fallback would spell them.</source>
        <translation>Un token desconocido cuenta como los bytes UTF-8 que representa, tal como los escribiría el respaldo por bytes.</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>&amp;Exportar tabla…</translation>
    </message>
    <message>
        <source>Export &amp;premiums…</source>
        <translation>Exportar &amp;sobrecostes…</translation>
    </message>
    <message>
        <source>No file: the last {share} % of {files} (the project&apos;s corpus), held out</source>
        <translation>Sin archivo: el último {share} % de {files} (el corpus del proyecto), reservado</translation>
    </message>
    <message>
        <source>No file and no corpus in the project: add an evaluation file.</source>
        <translation>No hay archivo ni corpus en el proyecto: añade un archivo de evaluación.</translation>
    </message>
    <message>
        <source>Evaluation files (one per language, same content):</source>
        <translation>Archivos de evaluación (uno por idioma, mismo contenido):</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>Campo de texto de JSON Lines:</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>Referencia:</translation>
    </message>
    <message>
        <source>Add a model and an evaluation file first.</source>
        <translation>Primero añade un modelo y un archivo de evaluación.</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modelo</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <source>Why is it split so? — {model}</source>
        <translation>¿Por qué se divide así? — {model}</translation>
    </message>
    <message>
        <source>The words the model is given, each explained</source>
        <translation>Las palabras que recibe el modelo, cada una explicada</translation>
    </message>
    <message>
        <source>No word here: the model is given nothing at this place.</source>
        <translation>Aquí no hay palabra: el modelo no recibe nada en esta posición.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;, as the model sees it: &lt;code&gt;{model}&lt;/code&gt; ({algorithm})</source>
        <translation>&lt;b&gt;{word}&lt;/b&gt;, tal como lo ve el modelo &lt;code&gt;{model}&lt;/code&gt; ({algorithm})</translation>
    </message>
    <message>
        <source>An added token: matched whole before the model sees the text.</source>
        <translation>Un token añadido: se reconoce entero antes de que el modelo vea el texto.</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>Tokens:</translation>
    </message>
    <message>
        <source>start</source>
        <translation>inicio</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>puntuación {score}</translation>
    </message>
    <message>
        <source>merge #{rank}</source>
        <translation>fusión n.º {rank}</translation>
    </message>
    <message>
        <source>, count {count} in training</source>
        <translation>, frecuencia {count} en el entrenamiento</translation>
    </message>
    <message>
        <source>step {step}: {which} ({pair} → {made}{count})</source>
        <translation>paso {step}: {which} ({pair} → {made}{count})</translation>
    </message>
    <message>
        <source>The word is a token itself (ignore_merges): no merge is looked at.</source>
        <translation>La palabra ya es un token (ignore_merges): no se consulta ninguna fusión.</translation>
    </message>
    <message>
        <source>Replay the merges: the rows up to this step</source>
        <translation>Reproducir las fusiones: las filas hasta este paso</translation>
    </message>
    <message>
        <source>Step {shown} of {steps}</source>
        <translation>Paso {shown} de {steps}</translation>
    </message>
    <message>
        <source>{count} shorter ✗</source>
        <translation>{count} más cortos ✗</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>sin coincidencia</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Posición</translation>
    </message>
    <message>
        <source>Tried, longest first</source>
        <translation>Probados, del más largo al más corto</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>Encontrado</translation>
    </message>
    <message>
        <source>Became {token}: {why}</source>
        <translation>Se convirtió en {token}: {why}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>Greedy longest match: at each position the longest piece in the vocabulary, then on from its end with the continuing prefix.</source>
        <translation>Coincidencia más larga voraz: en cada posición, el fragmento más largo del vocabulario; luego se sigue desde su final con el prefijo de continuación.</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>Segmentación</translation>
    </message>
    <message>
        <source>Log-probability</source>
        <translation>Log-probabilidad</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>Probabilidad</translation>
    </message>
    <message>
        <source>No segmentation: a character is unknown and the model has no unknown token.</source>
        <translation>No hay segmentación: un carácter es desconocido y el modelo no tiene token desconocido.</translation>
    </message>
    <message>
        <source>The {count} most probable segmentations; probability among all segmentations of the word (the forward algorithm&apos;s total).</source>
        <translation>Las {count} segmentaciones más probables; probabilidad entre todas las segmentaciones de la palabra (el total del algoritmo forward).</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {name}</source>
        <translation>Exportar {name}</translation>
    </message>
    <message>
        <source>Cannot hold this model: {why}</source>
        <translation>No puede contener este modelo: {why}</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>Formato</translation>
    </message>
</context>
<context>
    <name>ExtendDialog</name>
    <message>
        <source>Extend {name}</source>
        <translation>Ampliar {name}</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Añadir arc&amp;hivos…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>How many tokens to learn from the domain&apos;s text</source>
        <translation>Cuántos tokens aprender del texto del dominio</translation>
    </message>
    <message>
        <source>E&amp;xtend</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens. New tokens take the ids after the last; every token keeps its id.</source>
        <translation>{algorithm}, {size} tokens. Los tokens nuevos reciben los ids siguientes al último; cada token conserva su id.</translation>
    </message>
    <message>
        <source>Domain text files:</source>
        <translation>Archivos de texto del dominio:</translation>
    </message>
    <message>
        <source>Tokens to add:</source>
        <translation>Tokens que añadir:</translation>
    </message>
    <message>
        <source>Add the domain&apos;s text files first.</source>
        <translation>Primero añade los archivos de texto del dominio.</translation>
    </message>
    <message>
        <source>Extending…</source>
        <translation>Ampliando…</translation>
    </message>
    <message>
        <source>The domain text gave no new token: its words are single tokens already.</source>
        <translation>El texto del dominio no aportó ningún token nuevo: sus palabras ya son tokens únicos.</translation>
    </message>
    <message>
        <source>Added {added} tokens (ids {first}-{last}). On the domain text: {before} → {after} tokens per word; words that are one token: {whole_before} → {whole_after} of {distinct}.</source>
        <translation>Se añadieron {added} tokens (ids {first}-{last}). En el texto del dominio: {before} → {after} tokens por palabra; palabras de un solo token: {whole_before} → {whole_after} de {distinct}.</translation>
    </message>
    <message>
        <source>{name} extended</source>
        <translation>{name} ampliado</translation>
    </message>
</context>
<context>
    <name>FileList</name>
    <message>
        <source>Evaluation files</source>
        <translation>Archivos de evaluación</translation>
    </message>
    <message>
        <source>Text or JSON lines (*.txt *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>Texto o JSON Lines (*.txt *.jsonl *.ndjson *.gz);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>FirstRunGuide</name>
    <message>
        <source>Getting started</source>
        <translation>Primeros pasos</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokenizer Workbench.&lt;/b&gt; The sample corpus (the King James Bible, Genesis to 2 Samuel) is open. Three steps to your first tokenizer:</source>
        <translation>&lt;b&gt;Te damos la bienvenida a Tokenizer Workbench.&lt;/b&gt; El corpus de ejemplo (la Biblia del rey Jacobo, de Génesis a 2 Samuel) está abierto. Tres pasos hacia tu primer tokenizador:</translation>
    </message>
    <message>
        <source>1. Count the words</source>
        <translation>1. Cuenta las palabras</translation>
    </message>
    <message>
        <source>In the Corpus panel, press &lt;i&gt;Count words&lt;/i&gt;: the corpus&apos;s words, how often each occurs, and how long they are.</source>
        <translation>En el panel Corpus, pulsa &lt;i&gt;Contar palabras&lt;/i&gt;: verás las palabras del corpus, cuántas veces aparece cada una y cuánto miden.</translation>
    </message>
    <message>
        <source>Go to &amp;Corpus</source>
        <translation>Ir a &amp;Corpus</translation>
    </message>
    <message>
        <source>2. Train</source>
        <translation>2. Entrena</translation>
    </message>
    <message>
        <source>In the Training panel, pick a preset or an algorithm and a vocabulary size and press &lt;i&gt;Train&lt;/i&gt;: watch the merges as they are learned.</source>
        <translation>En el panel Entrenamiento, elige una configuración predefinida o un algoritmo y un tamaño de vocabulario, y pulsa &lt;i&gt;Entrenar&lt;/i&gt;: verás las fusiones a medida que se aprenden.</translation>
    </message>
    <message>
        <source>Go to T&amp;raining</source>
        <translation>Ir a &amp;Entrenamiento</translation>
    </message>
    <message>
        <source>3. Look at the tokens</source>
        <translation>3. Mira los tokens</translation>
    </message>
    <message>
        <source>In the Tokenize panel, type a sentence and see each token: hover for its id, click it to find it in the vocabulary.</source>
        <translation>En el panel Tokenizar, escribe una frase y mira cada token: pasa el ratón por encima para ver su id y haz clic para encontrarlo en el vocabulario.</translation>
    </message>
    <message>
        <source>Go to Tok&amp;enize</source>
        <translation>Ir a &amp;Tokenizar</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>Entendido</translation>
    </message>
    <message>
        <source>Help &gt; Getting started shows this again.</source>
        <translation>Ayuda &gt; Primeros pasos vuelve a mostrar esto.</translation>
    </message>
</context>
<context>
    <name>HealthView</name>
    <message>
        <source>Vocabulary health</source>
        <translation>Salud del vocabulario</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>Añadir arc&amp;hivos…</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>&amp;Quitar</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>&amp;Exportar tabla…</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>Modelo:</translation>
    </message>
    <message>
        <source>Evaluation files (none: no never-used check):</source>
        <translation>Archivos de evaluación (sin ellos no se buscan tokens sin usar):</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>Campo de texto de JSON Lines:</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>Motivos</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detalle</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;Train BPE, WordPiece and Unigram tokenizers on your own corpus, watch them learn, see exactly where text is split, and export files that &lt;i&gt;tokenizers&lt;/i&gt;, &lt;i&gt;transformers&lt;/i&gt; and &lt;i&gt;sentencepiece&lt;/i&gt; load.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;Entrena tokenizadores BPE, WordPiece y Unigram con tu propio corpus, observa cómo aprenden, ve exactamente dónde se divide el texto y exporta archivos que cargan &lt;i&gt;tokenizers&lt;/i&gt;, &lt;i&gt;transformers&lt;/i&gt; y &lt;i&gt;sentencepiece&lt;/i&gt;.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every example uses the course&apos;s toy corpus: hug ×10, pug ×5, pun ×12, bun ×4, hugs ×5.&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;Start from the characters (byte-level: all 256 bytes). Count adjacent pairs over all words, weighted by word frequency; merge the most frequent pair everywhere; repeat until the vocabulary is large enough. Encoding applies the merges in the order they were learned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merges are u+g → ug (20), u+n → un (16), h+ug → hug (15); then “unhug” → un · hug.&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;Like BPE, but letters inside a word carry ## and the pair chosen is the one with the best score, freq(pair) / (freq(first) × freq(second)). Encoding takes the longest prefix in the vocabulary, again and again; a word that cannot be covered becomes [UNK].&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merge is ##g + ##s → ##gs (score 1/20), then h + ##u → hu, then hu + ##gs → hugs (1/15).&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;Start from a large vocabulary (characters and frequent substrings), give each piece a probability, and segment each word by its most probable split (Viterbi). Each round, remove the pieces whose loss hurts the corpus likelihood least; characters are never removed. SentencePiece re-estimates the probabilities with EM between rounds.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; with every substring as vocabulary the total frequency is 210, “unhug” → un · hug, the loss is 169.8, removing “hug” raises it by 23.5 and removing “pu” changes nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Todos los ejemplos usan el corpus de juguete del curso: hug ×10, pug ×5, pun ×12, bun ×4, hugs ×5.&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;Se parte de los caracteres (a nivel de byte: los 256 bytes). Se cuentan los pares adyacentes en todas las palabras, ponderados por la frecuencia de cada palabra; se fusiona en todas partes el par más frecuente; se repite hasta que el vocabulario es lo bastante grande. Al codificar, las fusiones se aplican en el orden en que se aprendieron.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ejemplo:&lt;/b&gt; las primeras fusiones son u+g → ug (20), u+n → un (16), h+ug → hug (15); después, «unhug» → un · hug.&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;Como BPE, pero las letras del interior de una palabra llevan ## y se elige el par con mejor puntuación, freq(pair) / (freq(first) × freq(second)). Al codificar se toma una y otra vez el prefijo más largo que esté en el vocabulario; una palabra que no se puede cubrir se convierte en [UNK].&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ejemplo:&lt;/b&gt; la primera fusión es ##g + ##s → ##gs (puntuación 1/20), luego h + ##u → hu y luego hu + ##gs → hugs (1/15).&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;Se parte de un vocabulario grande (caracteres y subcadenas frecuentes), se da a cada fragmento una probabilidad y se segmenta cada palabra según su división más probable (Viterbi). En cada ronda se eliminan los fragmentos cuya pérdida menos perjudica la verosimilitud del corpus; los caracteres nunca se eliminan. SentencePiece vuelve a estimar las probabilidades con EM entre rondas.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ejemplo:&lt;/b&gt; con todas las subcadenas como vocabulario, la frecuencia total es 210, «unhug» → un · hug, la pérdida es 169,8, eliminar «hug» la aumenta en 23,5 y eliminar «pu» no cambia nada.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HubMenu</name>
    <message>
        <source>None in the Hugging Face cache ({folder})</source>
        <translation>No hay ninguno en la caché de Hugging Face ({folder})</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>The worker process was killed ({signal}); if the computer ran out of memory, try a smaller corpus or vocabulary.</source>
        <translation>El proceso de trabajo se terminó ({signal}); si el equipo se quedó sin memoria, prueba con un corpus o un vocabulario más pequeño.</translation>
    </message>
    <message>
        <source>The worker process ended unexpectedly (exit status {status}).</source>
        <translation>El proceso de trabajo terminó de forma inesperada (código de salida {status}).</translation>
    </message>
    <message>
        <source>The worker process stopped unexpectedly.</source>
        <translation>El proceso de trabajo se detuvo de forma inesperada.</translation>
    </message>
</context>
<context>
    <name>LatticeView</name>
    <message>
        <source>Every piece of the vocabulary inside the word, with its log-probability; the filled bars are the best path</source>
        <translation>Todos los fragmentos del vocabulario dentro de la palabra, con su log-probabilidad; las barras rellenas son el mejor camino</translation>
    </message>
</context>
<context>
    <name>LengthHistogram</name>
    <message>
        <source>{length} characters: {words} words</source>
        <translation>{length} caracteres: {words} palabras</translation>
    </message>
    <message>
        <source>{first}–{last} characters: {words} words</source>
        <translation>{first}–{last} caracteres: {words} palabras</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokenizer Workbench projects (*.twb.json *.json)</source>
        <translation>Proyectos de Tokenizer Workbench (*.twb.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>&amp;Corpus</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>&amp;Entrenamiento</translation>
    </message>
    <message>
        <source>To&amp;kenize</source>
        <translation>To&amp;kenizar</translation>
    </message>
    <message>
        <source>The project&apos;s models; double-click to rename</source>
        <translation>Los modelos del proyecto; doble clic para cambiar el nombre</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelos</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nuevo</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recientes</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Import tokenizer…</source>
        <translation>&amp;Importar tokenizador…</translation>
    </message>
    <message>
        <source>Open a well-&amp;known tokenizer</source>
        <translation>Abrir un to&amp;kenizador conocido</translation>
    </message>
    <message>
        <source>The tokenizers that transformers or huggingface_hub downloaded to this machine, opened without a network</source>
        <translation>Los tokenizadores que transformers o el cliente del repositorio de modelos han descargado en este equipo; se abren sin conexión a la red</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>&amp;Exportar…</translation>
    </message>
    <message>
        <source>E&amp;xtend…</source>
        <translation>Am&amp;pliar…</translation>
    </message>
    <message>
        <source>Add tokens learned from a domain&apos;s text to the model picked in the Models list, every old token keeping its id</source>
        <translation>Añadir tokens aprendidos del texto de un dominio al modelo elegido en la lista Modelos; cada token existente conserva su id</translation>
    </message>
    <message>
        <source>Add &amp;tokens…</source>
        <translation>Añadir &amp;tokens…</translation>
    </message>
    <message>
        <source>Add special or ordinary tokens to the model picked in the Models list, every old token keeping its id</source>
        <translation>Añadir tokens especiales u ordinarios al modelo elegido en la lista Modelos; cada token existente conserva su id</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>Tokenize &amp;beside the other panels</source>
        <translation>Tokenizar &amp;junto a los demás paneles</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>&amp;Buscar</translation>
    </message>
    <message>
        <source>Filter the corpus&apos;s words (from the Corpus panel), else search the vocabulary</source>
        <translation>Filtrar las palabras del corpus (desde el panel Corpus) o, si no, buscar en el vocabulario</translation>
    </message>
    <message>
        <source>&amp;Light theme</source>
        <translation>Tema &amp;claro</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>Tema &amp;oscuro</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Mostrar espacios en &amp;blanco</translation>
    </message>
    <message>
        <source>Meas&amp;ure</source>
        <translation>&amp;Medir</translation>
    </message>
    <message>
        <source>&amp;Compare models…</source>
        <translation>&amp;Comparar modelos…</translation>
    </message>
    <message>
        <source>&amp;Evaluate on a corpus…</source>
        <translation>&amp;Evaluar con un corpus…</translation>
    </message>
    <message>
        <source>Vocabulary &amp;health…</source>
        <translation>&amp;Salud del vocabulario…</translation>
    </message>
    <message>
        <source>Every &amp;size of this model…</source>
        <translation>&amp;Todos los tamaños de este modelo…</translation>
    </message>
    <message>
        <source>Tokens per word against vocabulary size for every merge step of the current model&apos;s run; save a smaller model</source>
        <translation>Tokens por palabra frente al tamaño del vocabulario en cada paso de fusión del entrenamiento del modelo actual; guardar un modelo más pequeño</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>&amp;Algorithms</source>
        <translation>&amp;Algoritmos</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About Tokenizer Workbench</source>
        <translation>Acerca de Tokenizer Workbench</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>Edi&amp;tar</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>Du&amp;plicate model</source>
        <translation>Du&amp;plicar el modelo</translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation>&amp;Borrar el modelo</translation>
    </message>
    <message>
        <source>&amp;Language (applies after a restart)</source>
        <translation>&amp;Idioma (se aplica al reiniciar)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>The language changes when Tokenizer Workbench starts again.</source>
        <translation>El idioma cambiará la próxima vez que se inicie Tokenizer Workbench.</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Inactivo</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>No se puede abrir el proyecto</translation>
    </message>
    <message>
        <source>Corpus file moved or changed</source>
        <translation>Archivo de corpus movido o modificado</translation>
    </message>
    <message>
        <source>{path}: {detail}.
The models still work. Locate the file?</source>
        <translation>{path}: {detail}.
Los modelos siguen funcionando. ¿Quieres localizar el archivo?</translation>
    </message>
    <message>
        <source>Locate {name}</source>
        <translation>Localizar {name}</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>Guardar el proyecto</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>No se puede guardar el proyecto</translation>
    </message>
    <message>
        <source>Cannot write the recovery copy: {error}</source>
        <translation>No se puede escribir la copia de recuperación: {error}</translation>
    </message>
    <message>
        <source>Tokenizer Workbench did not close properly. Restore the project as it was when last saved for recovery ({time})?</source>
        <translation>Tokenizer Workbench no se cerró correctamente. ¿Restaurar el proyecto tal como estaba cuando se guardó por última vez para recuperación ({time})?</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more unsaved project(s) will be offered after this one.</source>
        <translation>
            <numerusform>Después de este se ofrecerá %Ln proyecto más sin guardar.</numerusform>
            <numerusform>Después de este se ofrecerán %Ln proyectos más sin guardar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore the unsaved project?</source>
        <translation>¿Restaurar el proyecto sin guardar?</translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation>No se puede restaurar el proyecto</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens</source>
        <translation>{algorithm}, {size} tokens</translation>
    </message>
    <message>
        <source>No model to delete</source>
        <translation>No hay modelo que borrar</translation>
    </message>
    <message>
        <source>No model to duplicate</source>
        <translation>No hay modelo que duplicar</translation>
    </message>
    <message>
        <source>Import a tokenizer</source>
        <translation>Importar un tokenizador</translation>
    </message>
    <message>
        <source>Tokenizers (*.json *.txt *.model);;All files (*)</source>
        <translation>Tokenizadores (*.json *.txt *.model);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Cannot import the tokenizer</source>
        <translation>No se puede importar el tokenizador</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nada que exportar</translation>
    </message>
    <message>
        <source>Train or import a model first.</source>
        <translation>Primero entrena o importa un modelo.</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>Exportar a la carpeta</translation>
    </message>
    <message>
        <source>Overwrite?</source>
        <translation>¿Sobrescribir?</translation>
    </message>
    <message>
        <source>{files} already exist in {folder}. Overwrite them?</source>
        <translation>{files} ya existen en {folder}. ¿Sobrescribirlos?</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>No se puede exportar</translation>
    </message>
    <message>
        <source>Exported {name}: {files}</source>
        <translation>{name} exportado: {files}</translation>
    </message>
    <message>
        <source>Train or import a model first, and pick it in the Models list.</source>
        <translation>Primero entrena o importa un modelo y elígelo en la lista Modelos.</translation>
    </message>
    <message>
        <source>Nothing to extend</source>
        <translation>Nada que ampliar</translation>
    </message>
    <message>
        <source>No model to add tokens to</source>
        <translation>No hay modelo al que añadir tokens</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>No hay corpus</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>Primero añade archivos de corpus.</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>Revisa los ajustes</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (parcial)</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Entrenando…</translation>
    </message>
    <message>
        <source>The example&apos;s corpus</source>
        <translation>El corpus del ejemplo</translation>
    </message>
    <message>
        <source>This preset reproduces an example on its own corpus, {name}. Train on it instead of your corpus files?</source>
        <translation>Este preajuste reproduce un ejemplo sobre su propio corpus, {name}. ¿Entrenar con él en lugar de sus archivos de corpus?</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>No hay modelo</translation>
    </message>
    <message>
        <source>Train a model first.</source>
        <translation>Primero entrena un modelo.</translation>
    </message>
    <message>
        <source>Train or import a model first: it explains how it splits the word.</source>
        <translation>Primero entrena o importa un modelo: él explica cómo divide la palabra.</translation>
    </message>
    <message>
        <source>The three algorithms</source>
        <translation>Los tres algoritmos</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Sin título</translation>
    </message>
    <message>
        <source>{name}[*] — Tokenizer Workbench</source>
        <translation>{name}[*] — Tokenizer Workbench</translation>
    </message>
    <message>
        <source>Corpus: {files} file(s), {size} bytes</source>
        <translation>Corpus: {files} archivo(s), {size} bytes</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>Modelo: {name}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>{path} is gone (moved or deleted); it leaves the recent projects.</source>
        <translation>{path} ya no está (movido o borrado); sale de los proyectos recientes.</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>Abrir un proyecto</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>Algunos archivos no se añadieron</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>Save the changes to this project first?</source>
        <translation>¿Guardar antes los cambios de este proyecto?</translation>
    </message>
</context>
<context>
    <name>MeasureDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Ejecutar</translation>
    </message>
    <message>
        <source>The field of each JSON-lines record that holds its text</source>
        <translation>El campo de cada registro de JSON Lines que contiene su texto</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>Delete {name}</source>
        <translation>borrar {name}</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>duplicar {name}</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>Export table</source>
        <translation>Exportar tabla</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
</context>
<context>
    <name>SizeView</name>
    <message>
        <source>Every size of {name}</source>
        <translation>Todos los tamaños de {name}</translation>
    </message>
    <message>
        <source>Sample &amp;file…</source>
        <translation>&amp;Archivo de muestra…</translation>
    </message>
    <message>
        <source>Measure on a file of your own instead of the corpus&apos;s last 5 % of lines</source>
        <translation>Medir con un archivo propio en lugar del último 5 % de las líneas del corpus</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>&amp;Calcular</translation>
    </message>
    <message>
        <source>Compute the curve again, in the background</source>
        <translation>Volver a calcular la curva, en segundo plano</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>tamaño del vocabulario</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>tokens por palabra</translation>
    </message>
    <message>
        <source>characters per token</source>
        <translation>caracteres por token</translation>
    </message>
    <message>
        <source>Click to pick a size</source>
        <translation>Haz clic para elegir un tamaño</translation>
    </message>
    <message>
        <source>The vocabulary size: each step is one merge (Unigram: one pruning round)</source>
        <translation>El tamaño del vocabulario: cada paso es una fusión (Unigram: una ronda de poda)</translation>
    </message>
    <message>
        <source>&amp;Save a model of this size…</source>
        <translation>&amp;Guardar un modelo de este tamaño…</translation>
    </message>
    <message>
        <source>Write the model cut to the size picked as a tokenizer.json: what training to that size gives</source>
        <translation>Escribir el modelo recortado al tamaño elegido como tokenizer.json: lo que da entrenar hasta ese tamaño</translation>
    </message>
    <message>
        <source>Held out: {file}</source>
        <translation>Reservado: {file}</translation>
    </message>
    <message>
        <source>Held out: the last 5 % of the lines of {files}</source>
        <translation>Reservado: el último 5 % de las líneas de {files}</translation>
    </message>
    <message>
        <source>(no corpus files)</source>
        <translation>(sin archivos de corpus)</translation>
    </message>
    <message>
        <source>Held-out sample</source>
        <translation>Muestra reservada</translation>
    </message>
    <message>
        <source>Text files (*.txt *.gz);;All files (*)</source>
        <translation>Archivos de texto (*.txt *.gz);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>The sample has no words: pick a sample file.</source>
        <translation>La muestra no tiene palabras: elige un archivo de muestra.</translation>
    </message>
    <message>
        <source>{size} tokens: {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>{size} tokens: {per_word} tokens por palabra, {per_token} caracteres por token en la muestra</translation>
    </message>
    <message>
        <source>{size} tokens (merges: {step}): {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>{size} tokens (fusiones: {step}): {per_word} tokens por palabra, {per_token} caracteres por token en la muestra</translation>
    </message>
    <message>
        <source>The model pruning round {round} pruned</source>
        <translation>El modelo que podó la ronda de poda {round}</translation>
    </message>
    <message>
        <source>The trained model</source>
        <translation>El modelo entrenado</translation>
    </message>
    <message>
        <source>Last merge: {left} + {right} → {token}</source>
        <translation>Última fusión: {left} + {right} → {token}</translation>
    </message>
    <message>
        <source>Newest token: {token}</source>
        <translation>Token más reciente: {token}</translation>
    </message>
    <message>
        <source>Save a model of this size</source>
        <translation>Guardar un modelo de este tamaño</translation>
    </message>
    <message>
        <source>tokenizer.json (*.json)</source>
        <translation>tokenizer.json (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>No se puede guardar el modelo</translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>Each coloured box is one token. Hover for details, click to find it in the vocabulary, double-click to see why its word is split so; Left/Right and Enter do the same as a click.</source>
        <translation>Cada recuadro de color es un token. Pasa el ratón por encima para ver los detalles, haz clic para encontrarlo en el vocabulario y doble clic para ver por qué su palabra se divide así; las flechas izquierda/derecha e Intro hacen lo mismo que un clic.</translation>
    </message>
    <message>
        <source>The tokens of the text above appear here.</source>
        <translation>Aquí aparecen los tokens del texto de arriba.</translation>
    </message>
    <message>
        <source>{count} tokens together make &lt;b&gt;{text}&lt;/b&gt;</source>
        <translation>{count} tokens forman juntos &lt;b&gt;{text}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>token</source>
        <translation>token</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>offsets</source>
        <translation>desplazamientos</translation>
    </message>
    <message>
        <source>{start}–{end}: “{text}”</source>
        <translation>{start}–{end}: «{text}»</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>merge rank</source>
        <translation>rango de fusión</translation>
    </message>
    <message>
        <source>none: special token</source>
        <translation>ninguno: token especial</translation>
    </message>
    <message>
        <source>none: in the initial alphabet</source>
        <translation>ninguno: en el alfabeto inicial</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>bytes</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>not in the vocabulary</source>
        <translation>no está en el vocabulario</translation>
    </message>
</context>
<context>
    <name>TokenizePanel</name>
    <message>
        <source>The trained or imported model that tokenizes the text</source>
        <translation>El modelo entrenado o importado que tokeniza el texto</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>Mode&amp;lo:</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Mostrar espacios en &amp;blanco</translation>
    </message>
    <message>
        <source>Mark spaces ·, tabs → and line breaks ↵ in the tokens (default: on)</source>
        <translation>Marcar en los tokens los espacios ·, las tabulaciones → y los saltos de línea ↵ (por defecto: activado)</translation>
    </message>
    <message>
        <source>Show &amp;ids</source>
        <translation>Mostrar &amp;ids</translation>
    </message>
    <message>
        <source>Show the token ids under the tokens, ready to copy (default: off)</source>
        <translation>Mostrar los ids bajo los tokens, listos para copiar (por defecto: desactivado)</translation>
    </message>
    <message>
        <source>Add special tokens</source>
        <translation>Añadir tokens especiales</translation>
    </message>
    <message>
        <source>Apply the model&apos;s post-processor, e.g. [CLS] … [SEP] around the text, as transformers&apos; tokenizers do when called (default: off)</source>
        <translation>Aplicar el posprocesador del modelo, p. ej. [CLS] … [SEP] alrededor del texto, como hacen los tokenizadores de transformers al llamarlos (predeterminado: desactivado)</translation>
    </message>
    <message>
        <source>Type or paste text to tokenize</source>
        <translation>Escribe o pega el texto que quieres tokenizar</translation>
    </message>
    <message>
        <source>The text to tokenize; tokens update as you type</source>
        <translation>El texto que se tokeniza; los tokens se actualizan mientras escribes</translation>
    </message>
    <message>
        <source>No model yet. Train one in the Training panel or import a tokenizer.json, and its tokens appear here.</source>
        <translation>Aún no hay modelo. Entrena uno en el panel Entrenamiento o importa un tokenizer.json, y sus tokens aparecerán aquí.</translation>
    </message>
    <message>
        <source>The token ids, comma-separated; type or paste ids here to decode them</source>
        <translation>Los ids de los tokens, separados por comas; escriba o pegue ids aquí para decodificarlos</translation>
    </message>
    <message>
        <source>Cop&amp;y ids</source>
        <translation>Cop&amp;iar ids</translation>
    </message>
    <message>
        <source>Copy the ids to the clipboard</source>
        <translation>Copiar los ids al portapapeles</translation>
    </message>
    <message>
        <source>BPE-dropout: skip each merge with this probability, to see one of the other segmentations a model trained with dropout learns from (default: the model&apos;s own, else 0, plain BPE)</source>
        <translation>BPE-dropout: omitir cada fusión con esta probabilidad, para ver una de las otras segmentaciones de las que aprende un modelo entrenado con dropout (por defecto: la del propio modelo o, si no, 0, BPE normal)</translation>
    </message>
    <message>
        <source>BPE &amp;dropout:</source>
        <translation>&amp;Dropout de BPE:</translation>
    </message>
    <message>
        <source>Which sample: the same seed gives the same segmentation (default: 0)</source>
        <translation>Qué muestra: la misma semilla da la misma segmentación (por defecto: 0)</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>&amp;Semilla:</translation>
    </message>
    <message>
        <source>&amp;Resample</source>
        <translation>&amp;Otra muestra</translation>
    </message>
    <message>
        <source>Show another sampled segmentation (the next seed)</source>
        <translation>Mostrar otra segmentación muestreada (la semilla siguiente)</translation>
    </message>
    <message>
        <source>Cannot tokenize: {error}</source>
        <translation>No se puede tokenizar: {error}</translation>
    </message>
    <message>
        <source>Ids are whole numbers, separated by commas or spaces.</source>
        <translation>Los ids son números enteros, separados por comas o espacios.</translation>
    </message>
    <message>
        <source>No token has the id {id} in this model.</source>
        <translation>Ningún token tiene el id {id} en este modelo.</translation>
    </message>
    <message>
        <source>Decoded: {text}</source>
        <translation>Decodificado: {text}</translation>
    </message>
    <message>
        <source>{tokens} tokens · {characters} characters, {per_token} characters per token · {words} words, {per_word} tokens per word</source>
        <translation>{tokens} tokens · {characters} caracteres, {per_token} caracteres por token · {words} palabras, {per_word} tokens por palabra</translation>
    </message>
</context>
<context>
    <name>TrainConfig</name>
    <message>
        <source>Algorithm</source>
        <translation>Algoritmo</translation>
    </message>
    <message>
        <source>BPE merges the most frequent pair; WordPiece the pair with the best score; Unigram prunes a large seed</source>
        <translation>BPE fusiona el par más frecuente; WordPiece, el par con mejor puntuación; Unigram poda una semilla grande</translation>
    </message>
    <message>
        <source>bpe</source>
        <translation>bpe</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>Tamaño del vocabulario</translation>
    </message>
    <message>
        <source>How many tokens the trained vocabulary holds, special tokens included</source>
        <translation>Cuántos tokens tiene el vocabulario entrenado, incluidos los tokens especiales</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>Pre-tokenizador</translation>
    </message>
    <message>
        <source>How text is cut into words before training</source>
        <translation>Cómo se corta el texto en palabras antes de entrenar</translation>
    </message>
    <message>
        <source>byte-level for bpe, bert for wordpiece, metaspace for unigram</source>
        <translation>byte-level para bpe, bert para wordpiece, metaspace para unigram</translation>
    </message>
    <message>
        <source>Add prefix space</source>
        <translation>Añadir espacio inicial</translation>
    </message>
    <message>
        <source>Byte-level: treat the first word like the others by putting a space before it</source>
        <translation>Byte-level: tratar la primera palabra como las demás poniéndole un espacio delante</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Prepend scheme</source>
        <translation>Esquema de prefijo</translation>
    </message>
    <message>
        <source>Metaspace: when to put a &apos;▁&apos; before the text</source>
        <translation>Metaspace: cuándo poner un «▁» delante del texto</translation>
    </message>
    <message>
        <source>always</source>
        <translation>always</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>Normalizador</translation>
    </message>
    <message>
        <source>Normalization steps, applied in the order given</source>
        <translation>Pasos de normalización, aplicados en el orden indicado</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation>Finales de línea</translation>
    </message>
    <message>
        <source>keep: a plain-text line&apos;s last word keeps its newline, as tokenizers trains on text files; drop: each line is a sentence without it, as SentencePiece trains (JSON lines are texts of their own either way)</source>
        <translation>keep: la última palabra de una línea de texto plano conserva su salto de línea, como entrena tokenizers con archivos de texto; drop: cada línea es una frase sin él, como entrena SentencePiece (los registros JSON Lines son textos independientes en ambos casos)</translation>
    </message>
    <message>
        <source>keep for bpe, keep for wordpiece, drop for unigram</source>
        <translation>keep para bpe, keep para wordpiece, drop para unigram</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Tokens especiales</translation>
    </message>
    <message>
        <source>Tokens that get the first ids, in the order given, and are never split</source>
        <translation>Tokens que reciben los primeros ids, en el orden indicado, y nunca se dividen</translation>
    </message>
    <message>
        <source>Unknown token</source>
        <translation>Token desconocido</translation>
    </message>
    <message>
        <source>The token for characters outside the vocabulary; &quot;&quot; (command line) for none, as tokenizers allows for bpe and unigram: text with unseen characters then cannot be encoded</source>
        <translation>El token para los caracteres que no están en el vocabulario; &quot;&quot; (línea de comandos) para ninguno, como permite tokenizers en bpe y unigram: entonces el texto con caracteres no vistos no se puede codificar</translation>
    </message>
    <message>
        <source>[UNK], &lt;unk&gt; for unigram, none for byte-level bpe</source>
        <translation>[UNK], &lt;unk&gt; para unigram, ninguno para byte-level bpe</translation>
    </message>
    <message>
        <source>Minimum frequency</source>
        <translation>Frecuencia mínima</translation>
    </message>
    <message>
        <source>Merges of pairs seen fewer times than this are not made</source>
        <translation>No se fusionan los pares vistos menos veces que esto</translation>
    </message>
    <message>
        <source>Limit alphabet</source>
        <translation>Límite del alfabeto</translation>
    </message>
    <message>
        <source>Keep at most this many characters, the most frequent</source>
        <translation>Conservar como máximo esta cantidad de caracteres, los más frecuentes</translation>
    </message>
    <message>
        <source>all</source>
        <translation>todos</translation>
    </message>
    <message>
        <source>Max token length</source>
        <translation>Longitud máx. del token</translation>
    </message>
    <message>
        <source>Never make tokens longer than this many characters</source>
        <translation>No crear tokens de más caracteres que esto</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <source>Continuing subword prefix</source>
        <translation>Prefijo de continuación de subpalabra</translation>
    </message>
    <message>
        <source>Marks tokens that continue a word, e.g. ##</source>
        <translation>Marca los tokens que continúan una palabra, p. ej. ##</translation>
    </message>
    <message>
        <source>## for wordpiece, none for bpe</source>
        <translation>## para wordpiece, ninguno para bpe</translation>
    </message>
    <message>
        <source>End-of-word suffix</source>
        <translation>Sufijo de fin de palabra</translation>
    </message>
    <message>
        <source>Marks tokens that end a word, e.g. &lt;/w&gt;</source>
        <translation>Marca los tokens que terminan una palabra, p. ej. &lt;/w&gt;</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>Empates</translation>
    </message>
    <message>
        <source>Which pair wins a tie: lowest-id as the tokenizers library, first-seen as the course</source>
        <translation>Qué par gana un empate: lowest-id como la biblioteca tokenizers, first-seen como el curso</translation>
    </message>
    <message>
        <source>lowest-id for bpe, first-seen for wordpiece</source>
        <translation>lowest-id para bpe, first-seen para wordpiece</translation>
    </message>
    <message>
        <source>Initial alphabet</source>
        <translation>Alfabeto inicial</translation>
    </message>
    <message>
        <source>bytes: all 256 byte tokens (byte-level only); seen: the characters of the corpus</source>
        <translation>bytes: los 256 tokens de byte (solo byte-level); seen: los caracteres del corpus</translation>
    </message>
    <message>
        <source>bytes for byte-level, else seen</source>
        <translation>bytes para byte-level; si no, seen</translation>
    </message>
    <message>
        <source>Extra alphabet</source>
        <translation>Alfabeto adicional</translation>
    </message>
    <message>
        <source>Characters the vocabulary holds even if the corpus has none of them, e.g. all the letters of a script (tokenizers&apos; initial_alphabet); an unseen one scores as the rarest piece</source>
        <translation>Caracteres que el vocabulario incluye aunque el corpus no tenga ninguno, p. ej. todas las letras de una escritura (initial_alphabet de tokenizers); uno no visto puntúa como el fragmento más raro</translation>
    </message>
    <message>
        <source>Fuse unknown</source>
        <translation>Fusionar desconocidos</translation>
    </message>
    <message>
        <source>A run of unknown characters becomes one unknown token, as SentencePiece does</source>
        <translation>Una secuencia de caracteres desconocidos se convierte en un solo token desconocido, como hace SentencePiece</translation>
    </message>
    <message>
        <source>Seed size</source>
        <translation>Tamaño de la semilla</translation>
    </message>
    <message>
        <source>Initial vocabulary: characters plus the best substrings; approximate pruning takes SentencePiece&apos;s (seen twice or more, by count x length), exact the course&apos;s (all, by count)</source>
        <translation>Vocabulario inicial: caracteres más las mejores subcadenas; la poda aproximada toma las de SentencePiece (vistas dos o más veces, por frecuencia × longitud), la exacta las del curso (todas, por frecuencia)</translation>
    </message>
    <message>
        <source>Shrinking factor</source>
        <translation>Factor de reducción</translation>
    </message>
    <message>
        <source>Each pruning round keeps this share of the pieces</source>
        <translation>Qué proporción de fragmentos conserva cada ronda de poda</translation>
    </message>
    <message>
        <source>EM steps per round</source>
        <translation>Pasos EM por ronda</translation>
    </message>
    <message>
        <source>Expectation-maximisation steps before each pruning; 0 keeps the seed frequencies, as the course does</source>
        <translation>Pasos de esperanza-maximización antes de cada poda; 0 conserva las frecuencias de la semilla, como hace el curso</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>Poda</translation>
    </message>
    <message>
        <source>approximate: SentencePiece&apos;s estimate; exact: the course&apos;s loss with each piece removed, slow</source>
        <translation>approximate: la estimación de SentencePiece; exact: la pérdida del curso quitando cada fragmento, lento</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approximate</translation>
    </message>
    <message>
        <source>Max word length (bytes)</source>
        <translation>Longitud máx. de palabra (bytes)</translation>
    </message>
    <message>
        <source>Words longer than this in UTF-8 are left out of training and counted in the report, as SentencePiece&apos;s max_sentence_length leaves out long sentences: a single huge word would make the seed and every EM step slow</source>
        <translation>Las palabras más largas que esto en UTF-8 se dejan fuera del entrenamiento y se cuentan en el informe, igual que max_sentence_length de SentencePiece deja fuera las frases largas: una sola palabra enorme haría lentos la semilla y cada paso EM</translation>
    </message>
    <message>
        <source>Max piece length</source>
        <translation>Longitud máx. del fragmento</translation>
    </message>
    <message>
        <source>Longest piece in characters</source>
        <translation>Fragmento más largo, en caracteres</translation>
    </message>
</context>
<context>
    <name>TrainingForm</name>
    <message>
        <source>{help} (a new form starts at {value})</source>
        <translation>{help} (un formulario nuevo empieza en {value})</translation>
    </message>
    <message>
        <source>{help} (default {value})</source>
        <translation>{help} (por defecto {value})</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>Vocabulario</translation>
    </message>
    <message>
        <source>Alphabet and special tokens</source>
        <translation>Alfabeto y tokens especiales</translation>
    </message>
    <message>
        <source>Algorithm specifics</source>
        <translation>Específico del algoritmo</translation>
    </message>
    <message>
        <source>default</source>
        <translation>predeterminado</translation>
    </message>
    <message>
        <source>The vocabulary size ({size}) is below the alphabet size plus the special tokens ({floor}): the trainer could not make a single merge.</source>
        <translation>El tamaño del vocabulario ({size}) es menor que el tamaño del alfabeto más los tokens especiales ({floor}): el entrenamiento no podría hacer ni una fusión.</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Choose a preset…</source>
        <translation>Elige una configuración predefinida…</translation>
    </message>
    <message>
        <source>Fill in the settings of a well-known tokenizer</source>
        <translation>Rellenar los ajustes de un tokenizador conocido</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>E&amp;ntrenar</translation>
    </message>
    <message>
        <source>Train on the project&apos;s corpus with these settings (Ctrl+T)</source>
        <translation>Entrenar con el corpus del proyecto y estos ajustes (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausa</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Detener</translation>
    </message>
    <message>
        <source>Stop training; you can keep the partial model</source>
        <translation>Detener el entrenamiento; puedes conservar el modelo parcial</translation>
    </message>
    <message>
        <source>merge</source>
        <translation>fusión</translation>
    </message>
    <message>
        <source>pair count</source>
        <translation>frecuencia del par</translation>
    </message>
    <message>
        <source>time</source>
        <translation>tiempo</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>tamaño del vocabulario</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>tokens por palabra</translation>
    </message>
    <message>
        <source>Tokens per word on the last 5 % of the corpus&apos;s lines at every vocabulary size of this run, computed after training (Measure → Every size of this model… picks a size)</source>
        <translation>Tokens por palabra en el último 5 % de las líneas del corpus para cada tamaño de vocabulario de este entrenamiento, calculados después del entrenamiento (Medir → Todos los tamaños de este modelo… elige un tamaño)</translation>
    </message>
    <message>
        <source>loss increase of a removed piece</source>
        <translation>aumento de la pérdida de un fragmento eliminado</translation>
    </message>
    <message>
        <source>pieces</source>
        <translation>fragmentos</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Fragmento</translation>
    </message>
    <message>
        <source>Loss increase</source>
        <translation>Aumento de la pérdida</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>Token nuevo</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>EM step</source>
        <translation>paso EM</translation>
    </message>
    <message>
        <source>loss per word</source>
        <translation>pérdida por palabra</translation>
    </message>
    <message>
        <source>score</source>
        <translation>puntuación</translation>
    </message>
    <message>
        <source>pruning round</source>
        <translation>ronda de poda</translation>
    </message>
    <message>
        <source>Counting words: %p%</source>
        <translation>Contando palabras: %p %</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>Contando palabras…</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>Entrenando…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>Deteniendo…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Reanudar</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>Pausando…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>En pausa.</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p %</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>quedan unos {seconds} s</translation>
    </message>
    <message>
        <source>{size} tokens; no training history (imported).</source>
        <translation>{size} tokens; sin historial de entrenamiento (importado).</translation>
    </message>
    <message>
        <source>, {rate} merges per second</source>
        <translation>, {rate} fusiones por segundo</translation>
    </message>
    <message>
        <source>Trained in {seconds} s: {size} tokens{merges}.</source>
        <translation>Entrenado en {seconds} s: {size} tokens{merges}.</translation>
    </message>
    <message>
        <source>Stopped at {size} of {target} tokens after {seconds} s{merges}.</source>
        <translation>Detenido en {size} de {target} tokens tras {seconds} s{merges}.</translation>
    </message>
    <message>
        <source>Stopped at {size} tokens after {seconds} s{merges}.</source>
        <translation>Detenido en {size} tokens tras {seconds} s{merges}.</translation>
    </message>
    <message>
        <source>{ours} tokens per word on its corpus; {reference} with the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns. The score count(pair) / (count(first) × count(second)) favours pairs of rare pieces, so frequent words can stay split.</source>
        <translation>{ours} tokens por palabra en su corpus; {reference} con el vocabulario de fusiones BPE que aprende el entrenador WordPiece de la biblioteca tokenizers. La puntuación count(pair) / (count(first) × count(second)) favorece los pares de fragmentos raros, así que las palabras frecuentes pueden quedar divididas.</translation>
    </message>
    <message>
        <source>Choose settings and press Train.</source>
        <translation>Elige los ajustes y pulsa Entrenar.</translation>
    </message>
    <message>
        <source>Stopped before training began.</source>
        <translation>Detenido antes de empezar a entrenar.</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>Entrenamiento detenido</translation>
    </message>
    <message>
        <source>Keep the partial model?</source>
        <translation>¿Conservar el modelo parcial?</translation>
    </message>
    <message>
        <source>Stopped; the partial model was discarded.</source>
        <translation>Detenido; se descartó el modelo parcial.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Training failed: {reason}</source>
        <translation>El entrenamiento falló: {reason}</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>sin motivo indicado</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>El entrenamiento falló</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>s</source>
        <comment>seconds, on a graph&apos;s axis</comment>
        <translation>s</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>milliseconds, on a graph&apos;s axis</comment>
        <translation>ms</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>microseconds, on a graph&apos;s axis</comment>
        <translation>µs</translation>
    </message>
    <message>
        <source>ks</source>
        <comment>thousands of seconds, on a graph&apos;s axis</comment>
        <translation>ks</translation>
    </message>
</context>
<context>
    <name>VocabPanel</name>
    <message>
        <source>Search the vocabulary (Ctrl+F)</source>
        <translation>Buscar en el vocabulario (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only tokens containing this text, as stored or as shown (· for a space); empty shows all</source>
        <translation>Mostrar solo los tokens que contienen este texto, tal como se guardan o se muestran (· para un espacio); vacío muestra todos</translation>
    </message>
    <message>
        <source>Every token of the model; click a header to sort</source>
        <translation>Todos los tokens del modelo; haz clic en un encabezado para ordenar</translation>
    </message>
    <message>
        <source>How the selected token was built</source>
        <translation>Cómo se construyó el token seleccionado</translation>
    </message>
    <message>
        <source>The BPE merges that built the selected token, down to single characters or bytes</source>
        <translation>Las fusiones BPE que construyeron el token seleccionado, hasta llegar a caracteres o bytes sueltos</translation>
    </message>
    <message>
        <source>{token}  (special token)</source>
        <translation>{token}  (token especial)</translation>
    </message>
    <message>
        <source>{token}  (alphabet)</source>
        <translation>{token}  (alfabeto)</translation>
    </message>
    <message>
        <source>{token}  =  {left} + {right}  (merge {rank})</source>
        <translation>{token}  =  {left} + {right}  (fusión {rank})</translation>
    </message>
</context>
<context>
    <name>VocabTableModel</name>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <source>The token&apos;s id in the vocabulary</source>
        <translation>El id del token en el vocabulario</translation>
    </message>
    <message>
        <source>The token&apos;s text; · marks a space, ⟨hex⟩ the bytes of a partial character</source>
        <translation>El texto del token; · marca un espacio, ⟨hex⟩ los bytes de un carácter incompleto</translation>
    </message>
    <message>
        <source>BPE: rank of the merge that made the token (empty for the alphabet); Unigram: the token&apos;s log-probability</source>
        <translation>BPE: rango de la fusión que creó el token (vacío para el alfabeto); Unigram: la log-probabilidad del token</translation>
    </message>
    <message>
        <source>Length of the token: bytes for byte-level models, characters otherwise (without a continuing-subword prefix such as ##)</source>
        <translation>Longitud del token: bytes en los modelos a nivel de byte, caracteres en los demás (sin un prefijo de continuación como ##)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Merge rank</source>
        <translation>Rango de fusión</translation>
    </message>
    <message>
        <source>Stored as: {token}</source>
        <translation>Guardado como: {token}</translation>
    </message>
</context>
<context>
    <name>WordTableModel</name>
    <message>
        <source>Word</source>
        <translation>Palabra</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Frecuencia</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <source>always</source>
        <translation>siempre (always)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>solo la primera palabra (first)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nunca (never)</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>conservar (keep)</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>quitar (drop)</translation>
    </message>
    <message>
        <source>first-seen</source>
        <translation>la primera vista (first-seen)</translation>
    </message>
    <message>
        <source>lowest-id</source>
        <translation>el id más bajo (lowest-id)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>todos los bytes (bytes)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>caracteres vistos (seen)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exacta (exact)</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>aproximada (approximate)</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>a .model normalizes only with SentencePiece&apos;s own compiled rules: train with --normalizer spm-nmt-nfkc or spm-nfkc (its NFKC), or none, or export &apos;tokenizer-json&apos;</source>
        <translation>un archivo .model solo normaliza con las reglas compiladas propias de SentencePiece: entrena con --normalizer spm-nmt-nfkc, spm-nfkc (su NFKC) o none, o bien exporta &apos;tokenizer-json&apos;</translation>
    </message>
    <message>
        <source>a piece holds &apos;▁&apos; after its start, which SentencePiece would let cross the word boundaries the metaspace pre-tokenizer makes</source>
        <translation>un fragmento contiene &apos;▁&apos; después de su inicio, y SentencePiece le permitiría cruzar los límites de palabra que marca el pre-tokenizador metaspace</translation>
    </message>
    <message>
        <source>tiktoken splits by one regex, then maps bytes: byte-level BPE without a prefix space (or a Split regex then ByteLevel) only</source>
        <translation>tiktoken divide con una sola expresión regular y luego asigna los bytes: solo admite BPE byte-level sin espacio inicial (o una expresión regular Split seguida de ByteLevel)</translation>
    </message>
    <message>
        <source>the merges do not build tokens in the order of their ids, so tiktoken, which merges by rank, would split words differently</source>
        <translation>las fusiones no construyen los tokens en el orden de sus ids, así que tiktoken, que fusiona por rango, dividiría las palabras de otra manera</translation>
    </message>
    <message>
        <source>this format cannot hold the model&apos;s {part} ({value1}): its readers would use {value2} and tokenize differently; export &apos;tokenizer-json&apos; instead</source>
        <translation>este formato no puede contener la parte {part} del modelo ({value1}): quien lo lea usaría {value2} y tokenizaría de otra manera; exporta &apos;tokenizer-json&apos; en su lugar</translation>
    </message>
    <message>
        <source>with ignore_merges a word in the vocabulary is one token whatever the merges, so fewer merges do not tell its split</source>
        <translation>con ignore_merges, una palabra del vocabulario es un solo token sean cuales sean las fusiones, así que menos fusiones no indican cómo se divide</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, which format {format_name} cannot (its tokens take the ids in turn); export &apos;tokenizer-json&apos; instead</source>
        <translation>el vocabulario se salta {value0} ids, algo que el formato {format_name} no admite (sus tokens toman los ids por orden); exporta &apos;tokenizer-json&apos; en su lugar</translation>
    </message>
    <message>
        <source>{path}: NUL bytes in the first 8 KB: a binary file, or UTF-16 or UTF-32 without a byte order mark (save it as UTF-8)</source>
        <translation>{path}: bytes NUL en los primeros 8 KB: un archivo binario, o UTF-16 o UTF-32 sin marca de orden de bytes (guárdalo como UTF-8)</translation>
    </message>
    <message>
        <source>SentencePiece splits text only as the metaspace pre-tokenizer does, not as {kind}; export &apos;tokenizer-json&apos; instead</source>
        <translation>SentencePiece solo divide el texto como el pre-tokenizador metaspace, no como {kind}; exporta &apos;tokenizer-json&apos; en su lugar</translation>
    </message>
    <message>
        <source>the vocabulary&apos;s order is not known to be the order training made it (a model trained by the workbench is)</source>
        <translation>no se sabe si el orden del vocabulario es el orden en que lo creó el entrenamiento (en un modelo entrenado con Tokenizer Workbench, sí)</translation>
    </message>
    <message>
        <source>token {token} starts or ends with white space, which vocab.txt readers strip; export &apos;tokenizer-json&apos; instead</source>
        <translation>el token {token} empieza o termina con espacio en blanco, que quienes leen vocab.txt eliminan; exporta &apos;tokenizer-json&apos; en su lugar</translation>
    </message>
    <message>
        <source>SentencePiece has control symbols only, not added tokens that are normalized, stripped or not special</source>
        <translation>SentencePiece solo tiene símbolos de control, no tokens añadidos que se normalicen, se recorten o no sean especiales</translation>
    </message>
    <message>
        <source>bundle version {version} is newer than this program reads (up to {VERSION}); open it with a newer Tokenizer Workbench</source>
        <translation>la versión {version} del archivo de proyecto es más reciente de las que lee este programa (hasta la {VERSION}); ábrelo con una versión más nueva de Tokenizer Workbench</translation>
    </message>
    <message>
        <source>every word is over {max_word_bytes} bytes, the longest a Unigram word may be (max word bytes): nothing to train on</source>
        <translation>todas las palabras superan los {max_word_bytes} bytes, lo máximo que puede medir una palabra en Unigram (longitud máx. de palabra): no hay nada con lo que entrenar</translation>
    </message>
    <message>
        <source>SentencePiece makes a run of unknown characters one piece; train BPE with --fuse-unk to export it</source>
        <translation>SentencePiece convierte una secuencia de caracteres desconocidos en un solo fragmento; entrena BPE con --fuse-unk para poder exportarlo</translation>
    </message>
    <message>
        <source>the corpus has no more pieces to offer (its characters and their sequences of up to {max_piece_length} characters)</source>
        <translation>el corpus no tiene más fragmentos que ofrecer (sus caracteres y sus secuencias de hasta {max_piece_length} caracteres)</translation>
    </message>
    <message>
        <source>cannot encode {word}: it is not in the WordLevel vocabulary and the unknown token {unk_token} is not either</source>
        <translation>no se puede codificar {word}: no está en el vocabulario de WordLevel, y el token desconocido {unk_token} tampoco</translation>
    </message>
    <message>
        <source>the post-processor adds the id {value0}, which is not in the vocabulary: nothing to keep for it</source>
        <translation>el posprocesador añade el id {value0}, que no está en el vocabulario: no hay ningún token que conservar para él</translation>
    </message>
    <message>
        <source>SentencePiece BPE has no continuing-subword prefix, end-of-word suffix or ignore_merges</source>
        <translation>SentencePiece BPE no tiene prefijo de continuación de subpalabra, sufijo de fin de palabra ni ignore_merges</translation>
    </message>
    <message>
        <source>{vocab_path}: not byte-level BPE (its pre-tokenizer is unknown); open its tokenizer.json instead</source>
        <translation>{vocab_path}: no es BPE byte-level (su pre-tokenizador es desconocido); abre su tokenizer.json en su lugar</translation>
    </message>
    <message>
        <source>{what} {token} contains {char}, which this format&apos;s lines cannot hold; export &apos;tokenizer-json&apos; instead</source>
        <translation>{what} {token} contiene {char}, que las líneas de este formato no admiten; exporta &apos;tokenizer-json&apos; en su lugar</translation>
    </message>
    <message>
        <source>{section} has no &apos;type&apos; and its fields fit none of the types tokenizers reads without one: {value1}</source>
        <translation>{section} no tiene &apos;type&apos; y sus campos no encajan en ninguno de los tipos que tokenizers lee sin él: {value1}</translation>
    </message>
    <message>
        <source>the special token {value0} would get another id, which the post-processor&apos;s template names</source>
        <translation>el token especial {value0} recibiría otro id, y la plantilla del posprocesador nombra el actual</translation>
    </message>
    <message>
        <source>{path}: too large to embed in a bundle (limit {value1} MB of text); keep it as a file reference</source>
        <translation>{path}: demasiado grande para incrustarlo en un archivo de proyecto (límite: {value1} MB de texto); mantenlo como referencia a un archivo</translation>
    </message>
    <message>
        <source>{path}: the bundle would be over the {value1} MB limit; embed fewer corpora or keep fewer runs</source>
        <translation>{path}: el archivo de proyecto superaría el límite de {value1} MB; incrusta menos corpus o conserva menos entrenamientos</translation>
    </message>
    <message>
        <source>{path}: a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>{path}: una línea de más de {max_line} bytes (la línea más larga que se lee); divide el texto en líneas</translation>
    </message>
    <message>
        <source>cannot encode {word}: {value1} at {start} needs the unknown token and the model has none (unk_id)</source>
        <translation>no se puede codificar {word}: {value1} en la posición {start} necesita el token desconocido y el modelo no tiene ninguno (unk_id)</translation>
    </message>
    <message>
        <source>added tokens outside the model&apos;s vocabulary must have the ids that follow it</source>
        <translation>los tokens añadidos fuera del vocabulario del modelo deben tener los ids que siguen a este</translation>
    </message>
    <message>
        <source>a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>una línea de más de {max_line} bytes (la línea más larga que se lee); divide el texto en líneas</translation>
    </message>
    <message>
        <source>{vocab_size} tokens is fewer than the model starts from (special tokens and alphabet: {smallest})</source>
        <translation>{vocab_size} tokens son menos de los que tiene el modelo al empezar (tokens especiales y alfabeto: {smallest})</translation>
    </message>
    <message>
        <source>no pair of tokens is left: every word is one token (too few distinct words)</source>
        <translation>no queda ningún par de tokens: cada palabra es un solo token (hay muy pocas palabras distintas)</translation>
    </message>
    <message>
        <source>{path}: a tokenizer file holds one model; --model NAME is for project bundles</source>
        <translation>{path}: un archivo de tokenizador contiene un solo modelo; --model NAME es para archivos de proyecto</translation>
    </message>
    <message>
        <source>extending a SentencePiece BPE model (merged by score) is not supported</source>
        <translation>no se admite ampliar un modelo SentencePiece BPE (fusionado por puntuación)</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, so it cannot be {change} (pruning closes the gaps)</source>
        <translation>el vocabulario se salta {value0} ids, así que no admite esta operación ({change}); la poda cierra los huecos</translation>
    </message>
    <message>
        <source>Metaspace add_prefix_space false does not match its prepend_scheme {scheme}</source>
        <translation>add_prefix_space false de Metaspace no concuerda con su prepend_scheme {scheme}</translation>
    </message>
    <message>
        <source>not every byte is a token, so tiktoken could not encode every text</source>
        <translation>no todos los bytes son tokens, así que tiktoken no podría codificar cualquier texto</translation>
    </message>
    <message>
        <source>truncation {strategy}: that sequence is too short to remove {value1} tokens from it</source>
        <translation>truncamiento {strategy}: esa secuencia es demasiado corta para quitarle {value1} tokens</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar (pat_str a string, special_tokens ids)</source>
        <translation>{path}: no es un archivo complementario de tiktoken (pat_str debe ser una cadena y special_tokens, ids)</translation>
    </message>
    <message>
        <source>{size} tokens, not the {vocab_size} asked for: {alphabet} and the special tokens alone are {size}</source>
        <translation>{size} tokens, no los {vocab_size} pedidos: {alphabet} y los tokens especiales ya suman {size}</translation>
    </message>
    <message>
        <source>a Unigram model keeps no record of the sizes it passed through</source>
        <translation>un modelo Unigram no guarda registro de los tamaños por los que pasó</translation>
    </message>
    <message>
        <source>a model with ignore_merges cannot be cut down to fewer merges</source>
        <translation>un modelo con ignore_merges no se puede recortar a menos fusiones</translation>
    </message>
    <message>
        <source>fuse unk is a BPE setting (Unigram always fuses unknown runs)</source>
        <translation>fusionar desconocidos es un ajuste de BPE (Unigram siempre fusiona las secuencias desconocidas)</translation>
    </message>
    <message>
        <source>SentencePiece needs an unknown token; train with --unk-token</source>
        <translation>SentencePiece necesita un token desconocido; entrena con --unk-token</translation>
    </message>
    <message>
        <source>SentencePiece has no WordPiece model; export &apos;bert&apos; instead</source>
        <translation>SentencePiece no tiene modelo WordPiece; exporta &apos;bert&apos; en su lugar</translation>
    </message>
    <message>
        <source>cannot encode {word}: the unknown token {unk_token} is not in the vocabulary</source>
        <translation>no se puede codificar {word}: el token desconocido {unk_token} no está en el vocabulario</translation>
    </message>
    <message>
        <source>initial alphabet &apos;bytes&apos; needs the byte-level pre-tokenizer</source>
        <translation>el alfabeto inicial &apos;bytes&apos; necesita el pre-tokenizador byte-level</translation>
    </message>
    <message>
        <source>{path}: a word-count table cannot be evaluated on; give its text</source>
        <translation>{path}: no se puede evaluar con una tabla de frecuencias de palabras; indica su texto</translation>
    </message>
    <message>
        <source>SentencePiece treat_whitespace_as_suffix is not supported</source>
        <translation>no se admite treat_whitespace_as_suffix de SentencePiece</translation>
    </message>
    <message>
        <source>SentencePiece byte fallback needs all 256 &lt;0xXX&gt; pieces</source>
        <translation>el respaldo por bytes (byte fallback) de SentencePiece necesita los 256 fragmentos &lt;0xXX&gt;</translation>
    </message>
    <message>
        <source>byte {value0} has no rank, so text holding it cannot be encoded</source>
        <translation>el byte {value0} no tiene rango, así que un texto que lo contenga no se puede codificar</translation>
    </message>
    <message>
        <source>tiktoken applies no normalizer, and this model has one</source>
        <translation>tiktoken no aplica ningún normalizador, y este modelo tiene uno</translation>
    </message>
    <message>
        <source>truncation OnlySecond needs a second sequence (--pair)</source>
        <translation>el truncamiento OnlySecond necesita una segunda secuencia (--pair)</translation>
    </message>
    <message>
        <source>the domain corpus has no words to learn tokens from</source>
        <translation>el corpus del dominio no tiene palabras de las que aprender tokens</translation>
    </message>
    <message>
        <source>rank {value0} is past the largest id the workbench holds ({value1})</source>
        <translation>el rango {value0} supera el id más alto que admite Tokenizer Workbench ({value1})</translation>
    </message>
    <message>
        <source>bundle version {version} is not a version this program knows</source>
        <translation>la versión {version} del archivo de proyecto no es una que este programa conozca</translation>
    </message>
    <message>
        <source>CharDelimiterSplit delimiter {delimiter} is not one character</source>
        <translation>el delimitador de CharDelimiterSplit {delimiter} no es un solo carácter</translation>
    </message>
    <message>
        <source>no pruning round left {vocab_size} pieces; the sizes kept are {sizes}</source>
        <translation>ninguna ronda de poda dejó {vocab_size} fragmentos; los tamaños guardados son {sizes}</translation>
    </message>
    <message>
        <source>decoding id {value0} changed the text before it: {prefix} became {text}</source>
        <translation>decodificar el id {value0} cambió el texto anterior: {prefix} pasó a ser {text}</translation>
    </message>
    <message>
        <source>the reference {reference} is not one of the evaluation files</source>
        <translation>la referencia {reference} no es uno de los archivos de evaluación</translation>
    </message>
    <message>
        <source>{path}: no tokenizer file in this folder (looked for {value1})</source>
        <translation>{path}: no hay ningún archivo de tokenizador en esta carpeta (se buscó {value1})</translation>
    </message>
    <message>
        <source>the held-out share must be between 0 and 1, got {share}</source>
        <translation>la proporción reservada debe estar entre 0 y 1; se recibió {share}</translation>
    </message>
    <message>
        <source>merge {left} {right} uses a token missing from the vocabulary</source>
        <translation>la fusión {left} {right} usa un token que falta en el vocabulario</translation>
    </message>
    <message>
        <source>{path}: cannot save ({value1}); the previous file is unchanged</source>
        <translation>{path}: no se puede guardar ({value1}); el archivo anterior no ha cambiado</translation>
    </message>
    <message>
        <source>model vocabulary gives one id to several tokens</source>
        <translation>el vocabulario del modelo asigna un mismo id a varios tokens</translation>
    </message>
    <message>
        <source>{problem} in the project; choose one with --model NAME: {names}</source>
        <translation>en el proyecto: {problem}; elige uno con --model NAME: {names}</translation>
    </message>
    <message>
        <source>the number of tokens to add must be at least 1</source>
        <translation>el número de tokens que añadir debe ser al menos 1</translation>
    </message>
    <message>
        <source>model vocabulary ids are not all whole numbers</source>
        <translation>no todos los ids del vocabulario del modelo son números enteros</translation>
    </message>
    <message>
        <source>vocabulary entry {piece} is not a [piece, score] pair</source>
        <translation>la entrada de vocabulario {piece} no es un par [piece, score]</translation>
    </message>
    <message>
        <source>Unigram prunes pieces rather than merging them</source>
        <translation>Unigram poda fragmentos en lugar de fusionarlos</translation>
    </message>
    <message>
        <source>a training worker process stopped unexpectedly</source>
        <translation>un proceso de trabajo del entrenamiento se detuvo de forma inesperada</translation>
    </message>
    <message>
        <source>shrinking factor must be between 0 and 1, got {shrinking_factor}</source>
        <translation>el factor de reducción debe estar entre 0 y 1; se recibió {shrinking_factor}</translation>
    </message>
    <message>
        <source>makes a token shorter than {max_token_length} (max token length)</source>
        <translation>forma un token de menos de {max_token_length} (longitud máx. del token)</translation>
    </message>
    <message>
        <source>not a project bundle (the file holds a JSON {value0})</source>
        <translation>no es un archivo de proyecto (el archivo contiene un valor JSON de tipo {value0})</translation>
    </message>
    <message>
        <source>no text field {text_field} (choose one with --text-field)</source>
        <translation>no hay ningún campo de texto {text_field} (elige uno con --text-field)</translation>
    </message>
    <message>
        <source>padding strategy {strategy} is not one tokenizers reads</source>
        <translation>la estrategia de relleno {strategy} no es una que tokenizers lea</translation>
    </message>
    <message>
        <source>template token {key} is not in its special_tokens</source>
        <translation>el token de plantilla {key} no está en sus special_tokens</translation>
    </message>
    <message>
        <source>not a project bundle (format is {value0}, expected {FORMAT})</source>
        <translation>no es un archivo de proyecto (el formato es {value0}; se esperaba {FORMAT})</translation>
    </message>
    <message>
        <source>the characters of the corpus (never removed)</source>
        <translation>los caracteres del corpus (nunca se eliminan)</translation>
    </message>
    <message>
        <source>rank {value0} is negative (tiktoken refuses it too)</source>
        <translation>el rango {value0} es negativo (tiktoken tampoco lo acepta)</translation>
    </message>
    <message>
        <source>unk_id {unk_id} is not in the vocabulary of {value1} pieces</source>
        <translation>unk_id {unk_id} no está en el vocabulario de {value1} fragmentos</translation>
    </message>
    <message>
        <source>Metaspace replacement {replacement} is not one character</source>
        <translation>el reemplazo de Metaspace {replacement} no es un solo carácter</translation>
    </message>
    <message>
        <source>SentencePiece model type {value0} is not supported</source>
        <translation>no se admite el tipo de modelo SentencePiece {value0}</translation>
    </message>
    <message>
        <source>{vocab_path}: no [UNK] token, so not a BERT vocab.txt</source>
        <translation>{vocab_path}: no hay token [UNK], así que no es un vocab.txt de BERT</translation>
    </message>
    <message>
        <source>not a tokenizer.json (no &apos;model&apos; section)</source>
        <translation>no es un tokenizer.json (no hay sección &apos;model&apos;)</translation>
    </message>
    <message>
        <source>BPE dropout must be between 0 and 1, not {dropout}</source>
        <translation>el dropout de BPE debe estar entre 0 y 1, no {dropout}</translation>
    </message>
    <message>
        <source>a WordLevel model cannot be extended here</source>
        <translation>aquí no se puede ampliar un modelo WordLevel</translation>
    </message>
    <message>
        <source>FixedLength length must be positive, not {length}</source>
        <translation>la longitud de FixedLength debe ser positiva, no {length}</translation>
    </message>
    <message>
        <source>left out {words} ({occurrences}) over {max_word_bytes} bytes (max word bytes)</source>
        <translation>se omitieron {words} ({occurrences}) de más de {max_word_bytes} bytes (longitud máx. de palabra)</translation>
    </message>
    <message>
        <source>occurs {min_frequency} times or more (minimum frequency)</source>
        <translation>aparece {min_frequency} veces o más (frecuencia mínima)</translation>
    </message>
    <message>
        <source>shrinking_factor must be between 0 and 1</source>
        <translation>shrinking_factor debe estar entre 0 y 1</translation>
    </message>
    <message>
        <source>pattern {pattern} is neither a String nor a Regex</source>
        <translation>el patrón {pattern} no es ni String ni Regex</translation>
    </message>
    <message>
        <source>unknown normalizer {value0}; choose from: none, {value1}</source>
        <translation>normalizador desconocido {value0}; elige entre: none, {value1}</translation>
    </message>
    <message>
        <source>{where}: ids and scores do not match the pieces</source>
        <translation>{where}: los ids y las puntuaciones no corresponden a los fragmentos</translation>
    </message>
    <message>
        <source>{vocab_path}: not a token -&gt; id map with ids 0..n-1</source>
        <translation>{vocab_path}: no es un mapa token -&gt; id con ids 0..n-1</translation>
    </message>
    <message>
        <source>special token {given} has no id (known for {value1}: {known})</source>
        <translation>el token especial {given} no tiene id (conocidos para {value1}: {known})</translation>
    </message>
    <message>
        <source>special token {content} is not in the vocabulary</source>
        <translation>el token especial {content} no está en el vocabulario</translation>
    </message>
    <message>
        <source>truncation {data} is not one tokenizers reads</source>
        <translation>el truncamiento {data} no es uno que tokenizers lea</translation>
    </message>
    <message>
        <source>{merges_path}:{number}: a merge is two tokens and one space</source>
        <translation>{merges_path}:{number}: una fusión son dos tokens y un espacio</translation>
    </message>
    <message>
        <source>precompiled charsmap has an empty trie</source>
        <translation>el precompiled charsmap tiene un trie vacío</translation>
    </message>
    <message>
        <source>a tokenizer.json, not a project bundle</source>
        <translation>es un tokenizer.json, no un archivo de proyecto</translation>
    </message>
    <message>
        <source>the project already has a model named {name}</source>
        <translation>el proyecto ya tiene un modelo llamado {name}</translation>
    </message>
    <message>
        <source>not a SentencePiece model (no pieces)</source>
        <translation>no es un modelo SentencePiece (no tiene fragmentos)</translation>
    </message>
    <message>
        <source>unknown pre-tokenizer {kind}; choose from: {value1}</source>
        <translation>pre-tokenizador desconocido {kind}; elige entre: {value1}</translation>
    </message>
    <message>
        <source>special token id {value0} is a token&apos;s rank</source>
        <translation>el id de token especial {value0} es el rango de un token</translation>
    </message>
    <message>
        <source>WordPiece has no end-of-word suffix</source>
        <translation>WordPiece no tiene sufijo de fin de palabra</translation>
    </message>
    <message>
        <source>SentencePiece refuses this model: {refusal}</source>
        <translation>SentencePiece rechaza este modelo: {refusal}</translation>
    </message>
    <message>
        <source>id {token_id} is not in the vocabulary (0..{value1})</source>
        <translation>el id {token_id} no está en el vocabulario (0..{value1})</translation>
    </message>
    <message>
        <source>the model has {largest} tokens, fewer than {vocab_size}</source>
        <translation>el modelo tiene {largest} tokens, menos de {vocab_size}</translation>
    </message>
    <message>
        <source>{value0}: expected 64 lowercase hex digits</source>
        <translation>{value0}: se esperaban 64 dígitos hexadecimales en minúscula</translation>
    </message>
    <message>
        <source>{exc} (the previous version is in {path}.bak)</source>
        <translation>{exc} (la versión anterior está en {path}.bak)</translation>
    </message>
    <message>
        <source>dropout applies to BPE models only</source>
        <translation>el dropout solo se aplica a los modelos BPE</translation>
    </message>
    <message>
        <source>not valid JSON (nested too deeply)</source>
        <translation>JSON no válido (anidado a demasiada profundidad)</translation>
    </message>
    <message>
        <source>{value0} exists; use --force to overwrite</source>
        <translation>{value0} ya existe; usa --force para sobrescribirlo</translation>
    </message>
    <message>
        <source>{path}: file is {value1} MB, over the {value2} MB limit</source>
        <translation>{path}: el archivo ocupa {value1} MB, más del límite de {value2} MB</translation>
    </message>
    <message>
        <source>precompiled charsmap is truncated</source>
        <translation>el precompiled charsmap está truncado</translation>
    </message>
    <message>
        <source>precompiled charsmap is malformed</source>
        <translation>el precompiled charsmap está mal formado</translation>
    </message>
    <message>
        <source>the project has no trained models</source>
        <translation>el proyecto no tiene modelos entrenados</translation>
    </message>
    <message>
        <source>vocab size must be at most {MAX_TOKENS}, got {vocab_size}</source>
        <translation>el tamaño del vocabulario debe ser como máximo {MAX_TOKENS}; se recibió {vocab_size}</translation>
    </message>
    <message>
        <source>post_processor {kind} is not supported</source>
        <translation>no se admite el post_processor {kind}</translation>
    </message>
    <message>
        <source>split behavior {behavior} is not supported</source>
        <translation>no se admite el comportamiento de división {behavior}</translation>
    </message>
    <message>
        <source>WordPiece needs an unknown token</source>
        <translation>WordPiece necesita un token desconocido</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a corpus file</source>
        <translation>{path}: es una carpeta, no un archivo de corpus</translation>
    </message>
    <message>
        <source>a Unigram worker cannot answer {request}</source>
        <translation>un proceso de trabajo de Unigram no puede responder a {request}</translation>
    </message>
    <message>
        <source>pre_tokenizer {kind} is not supported</source>
        <translation>no se admite el pre_tokenizer {kind}</translation>
    </message>
    <message>
        <source>{where}: columns of different lengths {value1}</source>
        <translation>{where}: columnas de longitudes distintas {value1}</translation>
    </message>
    <message>
        <source>expected &apos;word&lt;TAB&gt;count&apos;, got {value0}</source>
        <translation>se esperaba &apos;palabra&lt;TAB&gt;frecuencia&apos;; se recibió {value0}</translation>
    </message>
    <message>
        <source>unknown format {format_name}; choose from: {value1}</source>
        <translation>formato desconocido {format_name}; elige entre: {value1}</translation>
    </message>
    <message>
        <source>prepend_scheme must be one of {value0}</source>
        <translation>prepend_scheme debe ser uno de estos: {value0}</translation>
    </message>
    <message>
        <source>tokenize.models: no run named {value0}</source>
        <translation>tokenize.models: no hay ningún entrenamiento llamado {value0}</translation>
    </message>
    <message>
        <source>{path}: nesting deeper than {max_depth} levels</source>
        <translation>{path}: anidamiento de más de {max_depth} niveles</translation>
    </message>
    <message>
        <source>two tokens have the same rank</source>
        <translation>dos tokens tienen el mismo rango</translation>
    </message>
    <message>
        <source>vocab_size must be at least 1</source>
        <translation>vocab_size debe ser al menos 1</translation>
    </message>
    <message>
        <source>not a SentencePiece model ({exc})</source>
        <translation>no es un modelo SentencePiece ({exc})</translation>
    </message>
    <message>
        <source>normalizer {kind} is not supported</source>
        <translation>no se admite el normalizador {kind}</translation>
    </message>
    <message>
        <source>{section}&apos;s &apos;type&apos; is not a string: {value1}</source>
        <translation>el &apos;type&apos; de {section} no es una cadena: {value1}</translation>
    </message>
    <message>
        <source>{section} &apos;Sequence&apos;: {parts} is not a list</source>
        <translation>{section} &apos;Sequence&apos;: {parts} no es una lista</translation>
    </message>
    <message>
        <source>format {format_name} holds {value1} models, not {algorithm}</source>
        <translation>el formato {format_name} contiene modelos {value1}, no {algorithm}</translation>
    </message>
    <message>
        <source>cannot export as tiktoken: {exc}</source>
        <translation>no se puede exportar como tiktoken: {exc}</translation>
    </message>
    <message>
        <source>only BPE has tiktoken ranks</source>
        <translation>solo BPE tiene rangos de tiktoken</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar ({exc})</source>
        <translation>{path}: no es un archivo complementario de tiktoken ({exc})</translation>
    </message>
    <message>
        <source>vocab_size must be at most {MAX_TOKENS}</source>
        <translation>vocab_size debe ser como máximo {MAX_TOKENS}</translation>
    </message>
    <message>
        <source>{size} of the {vocab_size} tokens asked for: {why}</source>
        <translation>{size} de los {vocab_size} tokens pedidos: {why}</translation>
    </message>
    <message>
        <source>{where}: {value1} sizes but {value2} token counts</source>
        <translation>{where}: {value1} tamaños, pero {value2} recuentos de tokens</translation>
    </message>
    <message>
        <source>tie_break must be one of {value0}</source>
        <translation>tie_break debe ser uno de estos: {value0}</translation>
    </message>
    <message>
        <source>decoder {kind} is not supported</source>
        <translation>no se admite el decodificador {kind}</translation>
    </message>
    <message>
        <source>{value0}: must be at least {minimum}, got {value}</source>
        <translation>{value0}: debe ser al menos {minimum}; se recibió {value}</translation>
    </message>
    <message>
        <source>algorithm must be one of {value0}</source>
        <translation>algorithm debe ser uno de estos: {value0}</translation>
    </message>
    <message>
        <source>merge {merge} is not two tokens</source>
        <translation>la fusión {merge} no son dos tokens</translation>
    </message>
    <message>
        <source>{name} must be at least {minimum}, got {value}</source>
        <translation>{name} debe ser al menos {minimum}; se recibió {value}</translation>
    </message>
    <message>
        <source>{vocab_path}: a token appears twice</source>
        <translation>{vocab_path}: un token aparece dos veces</translation>
    </message>
    <message>
        <source>model {kind} is not supported</source>
        <translation>no se admite el modelo {kind}</translation>
    </message>
    <message>
        <source>model field {key} is missing</source>
        <translation>falta el campo del modelo {key}</translation>
    </message>
    <message>
        <source>pruning must be one of {value0}</source>
        <translation>pruning debe ser uno de estos: {value0}</translation>
    </message>
    <message>
        <source>{value0}: {value1} numbers instead of 2</source>
        <translation>{value0}: {value1} números en lugar de 2</translation>
    </message>
    <message>
        <source>runs: two models named {value0}</source>
        <translation>runs: dos modelos llamados {value0}</translation>
    </message>
    <message>
        <source>model field {key} is {value1}, not {kind}</source>
        <translation>el campo del modelo {key} es {value1}, no {kind}</translation>
    </message>
    <message>
        <source>{section} is not a JSON object</source>
        <translation>{section} no es un objeto JSON</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} no es un número JSON</translation>
    </message>
    <message>
        <source>{where} ({name}): unusable model: {exc}</source>
        <translation>{where} ({name}): modelo inutilizable: {exc}</translation>
    </message>
    <message>
        <source>{name} is not a JSON object</source>
        <translation>{name} no es un objeto JSON</translation>
    </message>
    <message>
        <source>{path}: not a JSON file ({exc})</source>
        <translation>{path}: no es un archivo JSON ({exc})</translation>
    </message>
    <message>
        <source>{vocab_path}: not a JSON file ({exc})</source>
        <translation>{vocab_path}: no es un archivo JSON ({exc})</translation>
    </message>
    <message>
        <source>{path}:{number}: not &apos;base64 rank&apos;</source>
        <translation>{path}:{number}: no tiene la forma &apos;base64 rango&apos;</translation>
    </message>
    <message>
        <source>{where}: {value1} items instead of {value2}</source>
        <translation>{where}: {value1} elementos en lugar de {value2}</translation>
    </message>
    <message>
        <source>the initial alphabet</source>
        <translation>el alfabeto inicial</translation>
    </message>
    <message>
        <source>{path}: not UTF-8 text ({exc})</source>
        <translation>{path}: no es texto UTF-8 ({exc})</translation>
    </message>
    <message>
        <source>{value0}: a key must match {keys}</source>
        <translation>{value0}: una clave debe coincidir con {keys}</translation>
    </message>
    <message>
        <source>{section} {kind} lacks its {value2} field</source>
        <translation>a {section} {kind} le falta su campo {value2}</translation>
    </message>
    <message>
        <source>{value0}: missing field &apos;{key}&apos;</source>
        <translation>{value0}: falta el campo &apos;{key}&apos;</translation>
    </message>
    <message>
        <source>no words found in {names}</source>
        <translation>no se encontraron palabras en {names}</translation>
    </message>
    <message>
        <source>no pair of tokens {value0}</source>
        <translation>ningún par de tokens {value0}</translation>
    </message>
    <message>
        <source>{where}: expected {value1}, got {actual}</source>
        <translation>{where}: se esperaba {value1}; se recibió {actual}</translation>
    </message>
    <message>
        <source>{value0}: expected {value1}, got {value}</source>
        <translation>{value0}: se esperaba {value1}; se recibió {value}</translation>
    </message>
    <message>
        <source>not valid JSON ({msg})</source>
        <translation>JSON no válido ({msg})</translation>
    </message>
    <message>
        <source>{name} lacks its {value1} field</source>
        <translation>a {name} le falta su campo {value1}</translation>
    </message>
    <message>
        <source>{path}: cannot open ({value1})</source>
        <translation>{path}: no se puede abrir ({value1})</translation>
    </message>
    <message>
        <source>{path}: cannot save ({exc})</source>
        <translation>{path}: no se puede guardar ({exc})</translation>
    </message>
    <message>
        <source>{path}: cannot read ({exc})</source>
        <translation>{path}: no se puede leer ({exc})</translation>
    </message>
    <message>
        <source>1 occurrence</source>
        <translation>1 aparición</translation>
    </message>
    <message>
        <source>{times} occurrences</source>
        <translation>{times} apariciones</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>datos sobrantes</translation>
    </message>
    <message>
        <source>unigram</source>
        <translation>unigram</translation>
    </message>
    <message>
        <source>1 word</source>
        <translation>1 palabra</translation>
    </message>
    <message>
        <source>{value0} words</source>
        <translation>{value0} palabras</translation>
    </message>
</context>
<context>
    <name>formats</name>
    <message>
        <source>tokenizer.json + tokenizer_config.json + special_tokens_map.json (tokenizers, transformers)</source>
        <translation>tokenizer.json + tokenizer_config.json + special_tokens_map.json (tokenizers, transformers)</translation>
    </message>
    <message>
        <source>vocab.json + merges.txt (BPE)</source>
        <translation>vocab.json + merges.txt (BPE)</translation>
    </message>
    <message>
        <source>vocab.txt (WordPiece)</source>
        <translation>vocab.txt (WordPiece)</translation>
    </message>
    <message>
        <source>tokenizer.model + tokenizer.vocab (Unigram, metaspace BPE)</source>
        <translation>tokenizer.model + tokenizer.vocab (Unigram, metaspace BPE)</translation>
    </message>
    <message>
        <source>tokenizer.tiktoken + tokenizer.tiktoken.json with its pattern and special tokens (byte-level BPE; tiktoken)</source>
        <translation>tokenizer.tiktoken + tokenizer.tiktoken.json con su patrón y sus tokens especiales (byte-level BPE; tiktoken)</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>GPT-2-like byte-level BPE</source>
        <translation>BPE a nivel de byte como GPT-2</translation>
    </message>
    <message>
        <source>BERT-like WordPiece</source>
        <translation>WordPiece como BERT</translation>
    </message>
    <message>
        <source>T5-like Unigram</source>
        <translation>Unigram como T5</translation>
    </message>
    <message>
        <source>Course example: BPE</source>
        <translation>Ejemplo del curso: BPE</translation>
    </message>
    <message>
        <source>Course example: WordPiece</source>
        <translation>Ejemplo del curso: WordPiece</translation>
    </message>
    <message>
        <source>Course example: Unigram</source>
        <translation>Ejemplo del curso: Unigram</translation>
    </message>
</context>
</TS>
