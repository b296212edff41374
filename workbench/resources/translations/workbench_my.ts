<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="my_MM">
<context>
    <name>AddTokensDialog</name>
    <message>
        <source>Add tokens to {name}</source>
        <translation>{name} သို့ တိုကင်များ ထည့်ရန်</translation>
    </message>
    <message>
        <source>One token a line, e.g. &lt;|user|&gt;</source>
        <translation>တစ်ကြောင်းလျှင် တိုကင်တစ်ခု၊ ဥပမာ &lt;|user|&gt;</translation>
    </message>
    <message>
        <source>Special (never split, skipped when decoding)</source>
        <translation>အထူး (ဘယ်တော့မှ မခွဲ၊ decode လုပ်ရာတွင် ကျော်သွားသည်)</translation>
    </message>
    <message>
        <source>Only as a whole word</source>
        <translation>စကားလုံးအပြည့်အဖြစ်သာ</translation>
    </message>
    <message>
        <source>Takes the spaces on its left</source>
        <translation>ဘယ်ဘက်ရှိ space များကို ယူသည်</translation>
    </message>
    <message>
        <source>Takes the spaces on its right</source>
        <translation>ညာဘက်ရှိ space များကို ယူသည်</translation>
    </message>
    <message>
        <source>Matched in the normalized text</source>
        <translation>normalize လုပ်ပြီးသော စာသားတွင် ရှာသည်</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>ထည့်ရန် (&amp;A)</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>တိုကင်များ -</translation>
    </message>
    <message>
        <source>Type the tokens to add, one a line.</source>
        <translation>ထည့်မည့် တိုကင်များကို တစ်ကြောင်းလျှင် တစ်ခုစီ ရိုက်ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Added: {ids}</source>
        <translation>ထည့်ပြီး - {ids}</translation>
    </message>
    <message>
        <source>{name} with tokens</source>
        <translation>တိုကင်များပါသော {name}</translation>
    </message>
</context>
<context>
    <name>BpeComparison</name>
    <message>
        <source>Compare with BPE merges</source>
        <translation>BPE ပေါင်းစည်းမှုများနှင့် နှိုင်းယှဉ်ရန်</translation>
    </message>
    <message>
        <source>Train the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns from the same words, and compare the tokens per word (a second training, in the background)</source>
        <translation>tokenizers library ၏ WordPiece လေ့ကျင့်သူ တူညီသော စကားလုံးများမှ သင်ယူသည့် BPE ပေါင်းစည်းမှု ဝေါဟာရကို လေ့ကျင့်ပြီး စကားလုံးတစ်လုံးလျှင် တိုကင်ကို နှိုင်းယှဉ်ရန် (ဒုတိယ လေ့ကျင့်မှု၊ နောက်ခံတွင်)</translation>
    </message>
    <message>
        <source>Comparing with BPE merges…</source>
        <translation>BPE ပေါင်းစည်းမှုများနှင့် နှိုင်းယှဉ်နေသည်…</translation>
    </message>
    <message>
        <source>Comparison failed</source>
        <translation>နှိုင်းယှဉ်ခြင်း မအောင်မြင်ပါ</translation>
    </message>
</context>
<context>
    <name>CompareRows</name>
    <message>
        <source>&lt;code&gt;{token}&lt;/code&gt; id {id}</source>
        <translation>&lt;code&gt;{token}&lt;/code&gt; id {id}</translation>
    </message>
</context>
<context>
    <name>CompareView</name>
    <message>
        <source>Compare models</source>
        <translation>မော်ဒယ်များ နှိုင်းယှဉ်ရန်</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models</source>
        <translation>မော်ဒယ် ၂ ခုမှ ၄ ခုအထိ အမှန်ခြစ်ပါ</translation>
    </message>
    <message>
        <source>One row of tokens per model, each character at the same place in every row; highlighted: where they disagree</source>
        <translation>မော်ဒယ်တစ်ခုလျှင် တိုကင်တစ်တန်း၊ စာလုံးတိုင်း တန်းတိုင်းတွင် နေရာတူ၌ ရှိသည်။ အရောင်ခြယ်ထားသည်မှာ မတူညီသည့်နေရာများ</translation>
    </message>
    <message>
        <source>Tick 2 to 4 models to compare.</source>
        <translation>နှိုင်းယှဉ်ရန် မော်ဒယ် ၂ ခုမှ ၄ ခုအထိ အမှန်ခြစ်ပါ။</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>မော်ဒယ်</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>တိုကင်များ</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>တိုကင်တစ်ခုလျှင် စာလုံးရေ</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>မသိသော</translation>
    </message>
    <message numerus="yes">
        <source>%Ln span(s) where the models disagree</source>
        <translation>
            <numerusform>မော်ဒယ်များ မတူညီသည့် အပိုင်း %Ln ခု</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CorpusPanel</name>
    <message>
        <source>Corpus files</source>
        <translation>ကော်ပတ်စ် ဖိုင်များ</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ဖိုင်</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>အရွယ်အစား</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>ဖော်မတ်</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>ပြဿနာများ</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>ဖိုင်များ ထည့်ရန်… (&amp;A)</translation>
    </message>
    <message>
        <source>Add text (.txt), JSON lines (.jsonl) or gzip files</source>
        <translation>စာသား (.txt)၊ JSON Lines (.jsonl) သို့မဟုတ် gzip ဖိုင်များ ထည့်ရန်</translation>
    </message>
    <message>
        <source>Add fol&amp;der…</source>
        <translation>ဖိုဒါ ထည့်ရန်… (&amp;D)</translation>
    </message>
    <message>
        <source>Add every corpus file below a folder</source>
        <translation>ဖိုဒါတစ်ခုအောက်ရှိ ကော်ပတ်စ် ဖိုင်အားလုံး ထည့်ရန်</translation>
    </message>
    <message>
        <source>Rem&amp;ove</source>
        <translation>ဖယ်ရှားရန် (&amp;O)</translation>
    </message>
    <message>
        <source>Remove the selected files from the project</source>
        <translation>ရွေးထားသော ဖိုင်များကို ပရောဂျက်မှ ဖယ်ရှားရန်</translation>
    </message>
    <message>
        <source>Normalizer and pre-tokenizer</source>
        <translation>Normalizer နှင့် pre-tokenizer</translation>
    </message>
    <message>
        <source>none</source>
        <translation>မရှိ</translation>
    </message>
    <message>
        <source>Unicode normalization form, BERT&apos;s normalizer (cased or not) or SentencePiece&apos;s compiled rules (spm-), applied first (default: none)</source>
        <translation>Unicode normalization ပုံစံ၊ BERT ၏ normalizer (စာလုံးအကြီးအသေး ခွဲသည် သို့မဟုတ် မခွဲ) သို့မဟုတ် SentencePiece ၏ compile လုပ်ထားသော စည်းမျဉ်းများ (spm-)၊ ပထမဆုံး အသုံးချသည် (မူလ - မရှိ)</translation>
    </message>
    <message>
        <source>Lowercase</source>
        <translation>စာလုံးအသေး</translation>
    </message>
    <message>
        <source>Lowercase all text (default: off)</source>
        <translation>စာသားအားလုံးကို စာလုံးအသေး ပြောင်းရန် (မူလ - ပိတ်)</translation>
    </message>
    <message>
        <source>Strip accents</source>
        <translation>အသံထွက်သင်္ကေတ ဖယ်ရန်</translation>
    </message>
    <message>
        <source>Remove combining accents after NFD (default: off)</source>
        <translation>NFD ပြီးနောက် ပေါင်းစပ်အသံသင်္ကေတများကို ဖယ်ရှားရန် (မူလ - ပိတ်)</translation>
    </message>
    <message>
        <source>Default for the algorithm</source>
        <translation>algorithm အတွက် မူလ</translation>
    </message>
    <message>
        <source>A line of text to preview the settings on</source>
        <translation>ဆက်တင်များ၏ သက်ရောက်မှုကို ကြည့်ရန် စာသားတစ်ကြောင်း</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>စာသား ပုံမှန်ပြုပုံ (normalizer)</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>ကြိုတင် ခွဲပုံ (pre-tokenizer)</translation>
    </message>
    <message>
        <source>Sample</source>
        <translation>နမူနာ</translation>
    </message>
    <message>
        <source>Normalized</source>
        <translation>Normalize လုပ်ပြီး</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>စကားလုံးများ</translation>
    </message>
    <message>
        <source>Cou&amp;nt words</source>
        <translation>စကားလုံး ရေတွက်ရန် (&amp;N)</translation>
    </message>
    <message>
        <source>Read the corpus and count its words with these settings</source>
        <translation>ဤဆက်တင်များဖြင့် ကော်ပတ်စ်ကို ဖတ်ပြီး စကားလုံးများ ရေတွက်ရန်</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>မလုပ်တော့ပါ</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>Not counted yet.</source>
        <translation>မရေတွက်ရသေးပါ။</translation>
    </message>
    <message>
        <source>Counts are out of date: &lt;a href=&quot;count&quot;&gt;Count again&lt;/a&gt;</source>
        <translation>ရေတွက်ချက်များ ခေတ်မမီတော့ပါ - &lt;a href=&quot;count&quot;&gt;ထပ်မံ ရေတွက်ရန်&lt;/a&gt;</translation>
    </message>
    <message>
        <source>The files, the normalizer or the pre-tokenizer changed since these words were counted</source>
        <translation>ဤစကားလုံးများကို ရေတွက်ပြီးနောက် ဖိုင်များ၊ normalizer သို့မဟုတ် pre-tokenizer ပြောင်းလဲသွားသည်</translation>
    </message>
    <message>
        <source>Filter words…</source>
        <translation>စကားလုံးများ စစ်ထုတ်ရန်…</translation>
    </message>
    <message>
        <source>Show only the words that contain this text, ignoring case (default: all words)</source>
        <translation>ဤစာသားပါသော စကားလုံးများကိုသာ ပြရန်၊ စာလုံးအကြီးအသေး မခွဲ (မူလ - စကားလုံးအားလုံး)</translation>
    </message>
    <message>
        <source>Double-click a word to see why the current model splits it so</source>
        <translation>လက်ရှိ မော်ဒယ်က စကားလုံးကို ဘာကြောင့် ဤသို့ ခွဲသည်ကို ကြည့်ရန် နှစ်ချက်နှိပ်ပါ</translation>
    </message>
    <message>
        <source>word length (characters)</source>
        <translation>စကားလုံး အရှည် (စာလုံးရေ)</translation>
    </message>
    <message>
        <source>distinct words</source>
        <translation>မတူညီသော စကားလုံးများ</translation>
    </message>
    <message>
        <source>Add corpus files</source>
        <translation>ကော်ပတ်စ် ဖိုင်များ ထည့်ရန်</translation>
    </message>
    <message>
        <source>Corpus files (*.txt *.text *.md *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>ကော်ပတ်စ် ဖိုင်များ (*.txt *.text *.md *.jsonl *.ndjson *.gz);;ဖိုင်အားလုံး (*)</translation>
    </message>
    <message>
        <source>Add a corpus folder</source>
        <translation>ကော်ပတ်စ် ဖိုဒါ ထည့်ရန်</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>ဖိုင်အချို့ကို မထည့်နိုင်ပါ</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>မတွေ့ပါ</translation>
    </message>
    <message>
        <source>{size} B</source>
        <translation>{size} ဘိုက်</translation>
    </message>
    <message numerus="yes">
        <source>%Ln invalid UTF-8 sequence(s) replaced</source>
        <translation>
            <numerusform>မမှန်ကန်သော UTF-8 အစီအစဉ် %Ln ခုကို အစားထိုးခဲ့သည်</numerusform>
        </translation>
    </message>
    <message>
        <source>custom: {names}</source>
        <translation>စိတ်ကြိုက် - {names}</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>ကော်ပတ်စ် မရှိပါ</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>ကော်ပတ်စ် ဖိုင်များကို ဦးစွာ ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Counting cancelled.</source>
        <translation>ရေတွက်ခြင်းကို ရပ်လိုက်သည်။</translation>
    </message>
    <message>
        <source>Counting failed.</source>
        <translation>ရေတွက်ခြင်း မအောင်မြင်ပါ။</translation>
    </message>
    <message>
        <source>Counting failed</source>
        <translation>ရေတွက်ခြင်း မအောင်မြင်ပါ</translation>
    </message>
    <message>
        <source>{bytes} bytes, {lines} lines, {words} words, {unique} unique words, alphabet of {alphabet} characters</source>
        <translation>{bytes} ဘိုက်၊ {lines} ကြောင်း၊ စကားလုံး {words} လုံး၊ မတူညီသော စကားလုံး {unique} လုံး၊ စာလုံး {alphabet} လုံးပါ အက္ခရာစဉ်</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>ရှာနေသည်…</translation>
    </message>
    <message>
        <source>{shown} of {total} words</source>
        <translation>စကားလုံး {total} လုံးအနက် {shown} လုံး</translation>
    </message>
</context>
<context>
    <name>EvaluateView</name>
    <message>
        <source>Evaluate models</source>
        <translation>မော်ဒယ်များ အကဲဖြတ်ရန်</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>ဖိုင်များ ထည့်ရန်… (&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>ဖယ်ရှားရန် (&amp;M)</translation>
    </message>
    <message>
        <source>The language premiums are relative to</source>
        <translation>ဘာသာစကား ပရီမီယံများကို နှိုင်းယှဉ်သည့် အခြေခံ</translation>
    </message>
    <message>
        <source>Tokens per word</source>
        <translation>စကားလုံးတစ်လုံးလျှင် တိုကင်</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>တိုကင်များ</translation>
    </message>
    <message>
        <source>Characters per token</source>
        <translation>တိုကင်တစ်ခုလျှင် စာလုံးရေ</translation>
    </message>
    <message>
        <source>Bytes per token</source>
        <translation>တိုကင်တစ်ခုလျှင် ဘိုက်ရေ</translation>
    </message>
    <message>
        <source>Words split</source>
        <translation>ခွဲထားသော စကားလုံး</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>မသိသော</translation>
    </message>
    <message>
        <source>Vocabulary used</source>
        <translation>သုံးထားသော ဝေါဟာရ</translation>
    </message>
    <message>
        <source>Never used</source>
        <translation>မသုံးဖူးသော</translation>
    </message>
    <message>
        <source>Shannon entropy</source>
        <translation>Shannon အင်ထရိုပီ</translation>
    </message>
    <message>
        <source>Rényi entropy (2.5)</source>
        <translation>Rényi အင်ထရိုပီ (2.5)</translation>
    </message>
    <message>
        <source>Rényi efficiency (2.5)</source>
        <translation>Rényi ထိရောက်မှု (2.5)</translation>
    </message>
    <message>
        <source>Share of words</source>
        <translation>စကားလုံး အချိုး</translation>
    </message>
    <message>
        <source>Premium (tokens / reference&apos;s)</source>
        <translation>ပရီမီယံ (တိုကင် / အခြေခံ၏ တိုကင်)</translation>
    </message>
    <message>
        <source>An unknown token counts as the UTF-8 bytes it stands for, as a byte fallback would spell them.</source>
        <translation>မသိသော တိုကင်ကို ၎င်း ကိုယ်စားပြုသော UTF-8 ဘိုက်များအဖြစ် ရေတွက်သည်၊ byte fallback က ရေးမည့်အတိုင်း ဖြစ်သည်။</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>ဇယား ထုတ်ယူရန်… (&amp;E)</translation>
    </message>
    <message>
        <source>Export &amp;premiums…</source>
        <translation>ပရီမီယံများ ထုတ်ယူရန်… (&amp;P)</translation>
    </message>
    <message>
        <source>No file: the last {share} % of {files} (the project&apos;s corpus), held out</source>
        <translation>ဖိုင် မရှိပါ - {files} ၏ နောက်ဆုံး {share} % (ပရောဂျက်၏ ကော်ပတ်စ်)၊ ချန်ထားသည်</translation>
    </message>
    <message>
        <source>No file and no corpus in the project: add an evaluation file.</source>
        <translation>ဖိုင်လည်း မရှိ၊ ပရောဂျက်တွင် ကော်ပတ်စ်လည်း မရှိပါ - အကဲဖြတ်ရန် ဖိုင်တစ်ခု ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Evaluation files (one per language, same content):</source>
        <translation>အကဲဖြတ်ရန် ဖိုင်များ (ဘာသာစကားတစ်ခုလျှင် တစ်ဖိုင်၊ အကြောင်းအရာ တူညီ) -</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>JSON Lines စာသား field -</translation>
    </message>
    <message>
        <source>Reference:</source>
        <translation>အခြေခံ -</translation>
    </message>
    <message>
        <source>Add a model and an evaluation file first.</source>
        <translation>မော်ဒယ်တစ်ခုနှင့် အကဲဖြတ်ရန် ဖိုင်တစ်ခုကို ဦးစွာ ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>မော်ဒယ်</translation>
    </message>
</context>
<context>
    <name>ExplainView</name>
    <message>
        <source>Why is it split so? — {model}</source>
        <translation>ဘာကြောင့် ဤသို့ ခွဲသနည်း — {model}</translation>
    </message>
    <message>
        <source>The words the model is given, each explained</source>
        <translation>မော်ဒယ်ထံ ပေးသော စကားလုံးများ၊ တစ်လုံးချင်း ရှင်းပြထားသည်</translation>
    </message>
    <message>
        <source>No word here: the model is given nothing at this place.</source>
        <translation>ဤနေရာတွင် စကားလုံး မရှိပါ - မော်ဒယ်ထံ ဘာမှ မပေးပါ။</translation>
    </message>
    <message>
        <source>&lt;b&gt;{word}&lt;/b&gt;, as the model sees it: &lt;code&gt;{model}&lt;/code&gt; ({algorithm})</source>
        <translation>မော်ဒယ် &lt;code&gt;{model}&lt;/code&gt; ({algorithm}) မြင်သည့်အတိုင်း &lt;b&gt;{word}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>An added token: matched whole before the model sees the text.</source>
        <translation>ထည့်ထားသော တိုကင် - မော်ဒယ်က စာသားကို မမြင်မီ တစ်ခုလုံး ကိုက်ညီသည်။</translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation>တိုကင်များ -</translation>
    </message>
    <message>
        <source>start</source>
        <translation>အစ</translation>
    </message>
    <message>
        <source>score {score}</source>
        <translation>ရမှတ် {score}</translation>
    </message>
    <message>
        <source>merge #{rank}</source>
        <translation>ပေါင်းစည်းမှု #{rank}</translation>
    </message>
    <message>
        <source>, count {count} in training</source>
        <translation>၊ လေ့ကျင့်ရာတွင် အကြိမ်ရေ {count}</translation>
    </message>
    <message>
        <source>step {step}: {which} ({pair} → {made}{count})</source>
        <translation>အဆင့် {step} - {which} ({pair} → {made}{count})</translation>
    </message>
    <message>
        <source>The word is a token itself (ignore_merges): no merge is looked at.</source>
        <translation>စကားလုံးသည် ကိုယ်တိုင် တိုကင်ဖြစ်သည် (ignore_merges) - ပေါင်းစည်းမှု မကြည့်ပါ။</translation>
    </message>
    <message>
        <source>Replay the merges: the rows up to this step</source>
        <translation>ပေါင်းစည်းမှုများကို ပြန်ပြရန် - ဤအဆင့်အထိ အတန်းများ</translation>
    </message>
    <message>
        <source>Step {shown} of {steps}</source>
        <translation>အဆင့် {steps} ခုအနက် {shown}</translation>
    </message>
    <message>
        <source>{count} shorter ✗</source>
        <translation>{count} ခု ပိုတို ✗</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>မကိုက်ညီပါ</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>နေရာ</translation>
    </message>
    <message>
        <source>Tried, longest first</source>
        <translation>စမ်းသပ်ခဲ့သည်၊ အရှည်ဆုံးမှ စ၍</translation>
    </message>
    <message>
        <source>Found</source>
        <translation>တွေ့ရှိ</translation>
    </message>
    <message>
        <source>Became {token}: {why}</source>
        <translation>{token} ဖြစ်လာသည် - {why}</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>မသိ</translation>
    </message>
    <message>
        <source>Greedy longest match: at each position the longest piece in the vocabulary, then on from its end with the continuing prefix.</source>
        <translation>အရှည်ဆုံး ကိုက်ညီမှုကို အရင်ယူခြင်း - နေရာတိုင်းတွင် ဝေါဟာရထဲရှိ အရှည်ဆုံး အပိုင်းကို ယူပြီး ၎င်း၏ အဆုံးမှ ဆက်လက်ရှာသည့် prefix ဖြင့် ဆက်သွားသည်။</translation>
    </message>
    <message>
        <source>Segmentation</source>
        <translation>ခွဲခြမ်းပုံ</translation>
    </message>
    <message>
        <source>Log-probability</source>
        <translation>Log ဖြစ်နိုင်ခြေ</translation>
    </message>
    <message>
        <source>Probability</source>
        <translation>ဖြစ်နိုင်ခြေ</translation>
    </message>
    <message>
        <source>No segmentation: a character is unknown and the model has no unknown token.</source>
        <translation>ခွဲခြမ်းပုံ မရှိပါ - စာလုံးတစ်လုံး မသိပြီး မော်ဒယ်တွင် မသိသော တိုကင် မရှိပါ။</translation>
    </message>
    <message>
        <source>The {count} most probable segmentations; probability among all segmentations of the word (the forward algorithm&apos;s total).</source>
        <translation>ဖြစ်နိုင်ခြေ အများဆုံး ခွဲခြမ်းပုံ {count} ခု၊ စကားလုံး၏ ခွဲခြမ်းပုံအားလုံးအနက် ဖြစ်နိုင်ခြေ (forward algorithm ၏ စုစုပေါင်း)။</translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Export {name}</source>
        <translation>{name} ကို ထုတ်ယူရန်</translation>
    </message>
    <message>
        <source>Cannot hold this model: {why}</source>
        <translation>ဤမော်ဒယ်ကို မသိမ်းနိုင်ပါ - {why}</translation>
    </message>
    <message>
        <source>Format</source>
        <translation>ဖော်မတ်</translation>
    </message>
</context>
<context>
    <name>ExtendDialog</name>
    <message>
        <source>Extend {name}</source>
        <translation>{name} ကို တိုးချဲ့ရန်</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>ဖိုင်များ ထည့်ရန်… (&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>ဖယ်ရှားရန် (&amp;M)</translation>
    </message>
    <message>
        <source>How many tokens to learn from the domain&apos;s text</source>
        <translation>နယ်ပယ်ဆိုင်ရာ စာသားမှ သင်ယူမည့် တိုကင် အရေအတွက်</translation>
    </message>
    <message>
        <source>E&amp;xtend</source>
        <translation>တိုးချဲ့ရန် (&amp;X)</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens. New tokens take the ids after the last; every token keeps its id.</source>
        <translation>{algorithm}၊ တိုကင် {size} ခု။ တိုကင်အသစ်များသည် နောက်ဆုံး id ၏ နောက်မှ id များကို ယူသည်၊ တိုကင်တိုင်း ၎င်း၏ id ကို ဆက်ထားသည်။</translation>
    </message>
    <message>
        <source>Domain text files:</source>
        <translation>နယ်ပယ်ဆိုင်ရာ စာသားဖိုင်များ -</translation>
    </message>
    <message>
        <source>Tokens to add:</source>
        <translation>ထည့်မည့် တိုကင်များ -</translation>
    </message>
    <message>
        <source>Add the domain&apos;s text files first.</source>
        <translation>နယ်ပယ်ဆိုင်ရာ စာသားဖိုင်များကို ဦးစွာ ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Extending…</source>
        <translation>တိုးချဲ့နေသည်…</translation>
    </message>
    <message>
        <source>The domain text gave no new token: its words are single tokens already.</source>
        <translation>နယ်ပယ်ဆိုင်ရာ စာသားမှ တိုကင်အသစ် မရပါ - ၎င်း၏ စကားလုံးများသည် တိုကင်တစ်ခုတည်း ဖြစ်ပြီးသား။</translation>
    </message>
    <message>
        <source>Added {added} tokens (ids {first}-{last}). On the domain text: {before} → {after} tokens per word; words that are one token: {whole_before} → {whole_after} of {distinct}.</source>
        <translation>တိုကင် {added} ခု ထည့်ခဲ့သည် (id {first}-{last})။ နယ်ပယ်ဆိုင်ရာ စာသားတွင် - စကားလုံးတစ်လုံးလျှင် တိုကင် {before} → {after}၊ တိုကင်တစ်ခုတည်းသော စကားလုံးများ - {distinct} အနက် {whole_before} → {whole_after}။</translation>
    </message>
    <message>
        <source>{name} extended</source>
        <translation>တိုးချဲ့ထားသော {name}</translation>
    </message>
</context>
<context>
    <name>FileList</name>
    <message>
        <source>Evaluation files</source>
        <translation>အကဲဖြတ်ရန် ဖိုင်များ</translation>
    </message>
    <message>
        <source>Text or JSON lines (*.txt *.jsonl *.ndjson *.gz);;All files (*)</source>
        <translation>စာသား သို့မဟုတ် JSON Lines (*.txt *.jsonl *.ndjson *.gz);;ဖိုင်အားလုံး (*)</translation>
    </message>
</context>
<context>
    <name>FirstRunGuide</name>
    <message>
        <source>Getting started</source>
        <translation>စတင်အသုံးပြုခြင်း</translation>
    </message>
    <message>
        <source>&lt;b&gt;Welcome to Tokenizer Workbench.&lt;/b&gt; The sample corpus (the King James Bible, Genesis to 2 Samuel) is open. Three steps to your first tokenizer:</source>
        <translation>&lt;b&gt;Tokenizer Workbench မှ ကြိုဆိုပါသည်။&lt;/b&gt; နမူနာ ကော်ပတ်စ် (King James ကျမ်းစာ၊ ကမ္ဘာဦးကျမ်းမှ ဓမ္မရာဇဝင်ဒုတိယစောင်အထိ) ကို ဖွင့်ထားသည်။ ပထမဆုံး တိုကင်နိုက်ဇာဆီသို့ အဆင့်သုံးဆင့် -</translation>
    </message>
    <message>
        <source>1. Count the words</source>
        <translation>၁။ စကားလုံးများ ရေတွက်ပါ</translation>
    </message>
    <message>
        <source>In the Corpus panel, press &lt;i&gt;Count words&lt;/i&gt;: the corpus&apos;s words, how often each occurs, and how long they are.</source>
        <translation>ကော်ပတ်စ် အကန့် တွင် &lt;i&gt;စကားလုံး ရေတွက်ရန်&lt;/i&gt; ကို နှိပ်ပါ - ကော်ပတ်စ်၏ စကားလုံးများ၊ တစ်လုံးစီ မည်မျှ ပါသည်နှင့် မည်မျှ ရှည်သည်ကို မြင်ရမည်။</translation>
    </message>
    <message>
        <source>Go to &amp;Corpus</source>
        <translation>ကော်ပတ်စ်သို့ သွားရန် (&amp;C)</translation>
    </message>
    <message>
        <source>2. Train</source>
        <translation>၂။ လေ့ကျင့်ပါ</translation>
    </message>
    <message>
        <source>In the Training panel, pick a preset or an algorithm and a vocabulary size and press &lt;i&gt;Train&lt;/i&gt;: watch the merges as they are learned.</source>
        <translation>လေ့ကျင့်ခြင်း အကန့် တွင် preset တစ်ခု သို့မဟုတ် algorithm တစ်ခုနှင့် ဝေါဟာရ အရွယ်အစားကို ရွေးပြီး &lt;i&gt;လေ့ကျင့်ရန်&lt;/i&gt; ကို နှိပ်ပါ - ပေါင်းစည်းမှုများကို သင်ယူနေစဉ် ကြည့်နိုင်သည်။</translation>
    </message>
    <message>
        <source>Go to T&amp;raining</source>
        <translation>လေ့ကျင့်ခြင်းသို့ သွားရန် (&amp;R)</translation>
    </message>
    <message>
        <source>3. Look at the tokens</source>
        <translation>၃။ တိုကင်များကို ကြည့်ပါ</translation>
    </message>
    <message>
        <source>In the Tokenize panel, type a sentence and see each token: hover for its id, click it to find it in the vocabulary.</source>
        <translation>တိုကင်ခွဲခြင်း အကန့် တွင် စာကြောင်းတစ်ကြောင်း ရိုက်ပြီး တိုကင်တစ်ခုစီကို ကြည့်ပါ - id ကို မြင်ရန် mouse တင်ပါ၊ ဝေါဟာရထဲတွင် ရှာရန် နှိပ်ပါ။</translation>
    </message>
    <message>
        <source>Go to Tok&amp;enize</source>
        <translation>တိုကင်ခွဲခြင်းသို့ သွားရန် (&amp;E)</translation>
    </message>
    <message>
        <source>Got it</source>
        <translation>နားလည်ပါပြီ</translation>
    </message>
    <message>
        <source>Help &gt; Getting started shows this again.</source>
        <translation>အကူအညီ &gt; စတင်အသုံးပြုခြင်း မှ ဤအရာကို ထပ်ပြသည်။</translation>
    </message>
</context>
<context>
    <name>HealthView</name>
    <message>
        <source>Vocabulary health</source>
        <translation>ဝေါဟာရ ကျန်းမာရေး</translation>
    </message>
    <message>
        <source>&amp;Add files…</source>
        <translation>ဖိုင်များ ထည့်ရန်… (&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;move</source>
        <translation>ဖယ်ရှားရန် (&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Export table…</source>
        <translation>ဇယား ထုတ်ယူရန်… (&amp;E)</translation>
    </message>
    <message>
        <source>Model:</source>
        <translation>မော်ဒယ် -</translation>
    </message>
    <message>
        <source>Evaluation files (none: no never-used check):</source>
        <translation>အကဲဖြတ်ရန် ဖိုင်များ (မရှိလျှင် မသုံးဖူးသော တိုကင်များကို မစစ်ပါ) -</translation>
    </message>
    <message>
        <source>JSON-lines text field:</source>
        <translation>JSON Lines စာသား field -</translation>
    </message>
    <message>
        <source>Token</source>
        <translation>တိုကင်</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Id</translation>
    </message>
    <message>
        <source>Reasons</source>
        <translation>အကြောင်းရင်းများ</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>အသေးစိတ်</translation>
    </message>
</context>
<context>
    <name>Help</name>
    <message>
        <source>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;Train BPE, WordPiece and Unigram tokenizers on your own corpus, watch them learn, see exactly where text is split, and export files that &lt;i&gt;tokenizers&lt;/i&gt;, &lt;i&gt;transformers&lt;/i&gt; and &lt;i&gt;sentencepiece&lt;/i&gt; load.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tokenizer Workbench&lt;/h3&gt;&lt;p&gt;BPE၊ WordPiece နှင့် Unigram တိုကင်နိုက်ဇာများကို သင့်ကိုယ်ပိုင် ကော်ပတ်စ်ပေါ်တွင် လေ့ကျင့်ပါ၊ ၎င်းတို့ သင်ယူပုံကို ကြည့်ပါ၊ စာသားကို မည်သည့်နေရာတွင် ခွဲသည်ကို အတိအကျ မြင်ပါ၊ &lt;i&gt;tokenizers&lt;/i&gt;၊ &lt;i&gt;transformers&lt;/i&gt; နှင့် &lt;i&gt;sentencepiece&lt;/i&gt; တို့ ဖွင့်နိုင်သော ဖိုင်များကို ထုတ်ယူပါ။&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;Every example uses the course&apos;s toy corpus: hug ×10, pug ×5, pun ×12, bun ×4, hugs ×5.&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;Start from the characters (byte-level: all 256 bytes). Count adjacent pairs over all words, weighted by word frequency; merge the most frequent pair everywhere; repeat until the vocabulary is large enough. Encoding applies the merges in the order they were learned.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merges are u+g → ug (20), u+n → un (16), h+ug → hug (15); then “unhug” → un · hug.&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;Like BPE, but letters inside a word carry ## and the pair chosen is the one with the best score, freq(pair) / (freq(first) × freq(second)). Encoding takes the longest prefix in the vocabulary, again and again; a word that cannot be covered becomes [UNK].&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; the first merge is ##g + ##s → ##gs (score 1/20), then h + ##u → hu, then hu + ##gs → hugs (1/15).&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;Start from a large vocabulary (characters and frequent substrings), give each piece a probability, and segment each word by its most probable split (Viterbi). Each round, remove the pieces whose loss hurts the corpus likelihood least; characters are never removed. SentencePiece re-estimates the probabilities with EM between rounds.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Example:&lt;/b&gt; with every substring as vocabulary the total frequency is 210, “unhug” → un · hug, the loss is 169.8, removing “hug” raises it by 23.5 and removing “pu” changes nothing.&lt;/p&gt;</source>
        <translation>&lt;p&gt;ဥပမာတိုင်းသည် သင်တန်း၏ ကစားစရာ ကော်ပတ်စ်ကို သုံးသည် - hug ×10၊ pug ×5၊ pun ×12၊ bun ×4၊ hugs ×5။&lt;/p&gt;&lt;h3&gt;BPE&lt;/h3&gt;&lt;p&gt;စာလုံးများမှ စတင်သည် (byte-level - ဘိုက် ၂၅၆ ခုလုံး)။ စကားလုံးအားလုံးရှိ ကပ်လျက်အတွဲများကို စကားလုံး အကြိမ်ရေဖြင့် အလေးပေး၍ ရေတွက်သည်၊ အများဆုံး တွေ့ရသော အတွဲကို နေရာတိုင်းတွင် ပေါင်းစည်းသည်၊ ဝေါဟာရ လုံလောက်စွာ ကြီးလာသည်အထိ ထပ်လုပ်သည်။ Encode လုပ်ရာတွင် ပေါင်းစည်းမှုများကို သင်ယူခဲ့သည့် အစဉ်အတိုင်း အသုံးချသည်။&lt;/p&gt;&lt;p&gt;&lt;b&gt;ဥပမာ -&lt;/b&gt; ပထမ ပေါင်းစည်းမှုများမှာ u+g → ug (20)၊ u+n → un (16)၊ h+ug → hug (15)၊ ထို့နောက် “unhug” → un · hug။&lt;/p&gt;&lt;h3&gt;WordPiece&lt;/h3&gt;&lt;p&gt;BPE နှင့် တူသော်လည်း စကားလုံးအတွင်းရှိ စာလုံးများတွင် ## ပါပြီး ရမှတ် အကောင်းဆုံး အတွဲကို ရွေးသည် - freq(pair) / (freq(first) × freq(second))။ Encode လုပ်ရာတွင် ဝေါဟာရထဲရှိ အရှည်ဆုံး prefix ကို ထပ်ခါထပ်ခါ ယူသည်၊ မဖုံးလွှမ်းနိုင်သော စကားလုံးသည် [UNK] ဖြစ်သွားသည်။&lt;/p&gt;&lt;p&gt;&lt;b&gt;ဥပမာ -&lt;/b&gt; ပထမ ပေါင်းစည်းမှုမှာ ##g + ##s → ##gs (ရမှတ် 1/20)၊ ထို့နောက် h + ##u → hu၊ ထို့နောက် hu + ##gs → hugs (1/15)။&lt;/p&gt;&lt;h3&gt;Unigram&lt;/h3&gt;&lt;p&gt;ဝေါဟာရ ကြီးကြီး (စာလုံးများနှင့် မကြာခဏတွေ့ရသော substring များ) မှ စတင်ပြီး အပိုင်းတစ်ခုစီကို ဖြစ်နိုင်ခြေ ပေးကာ စကားလုံးတစ်လုံးစီကို ဖြစ်နိုင်ခြေ အများဆုံး ခွဲပုံဖြင့် ခွဲသည် (Viterbi)။ အဝိုင်းတိုင်းတွင် ဖယ်ရှားလျှင် ကော်ပတ်စ်၏ likelihood ကို အနည်းဆုံး ထိခိုက်စေသော အပိုင်းများကို ဖယ်ရှားသည်၊ စာလုံးများကို ဘယ်တော့မှ မဖယ်ပါ။ SentencePiece သည် အဝိုင်းများကြားတွင် ဖြစ်နိုင်ခြေများကို EM ဖြင့် ပြန်ခန့်မှန်းသည်။&lt;/p&gt;&lt;p&gt;&lt;b&gt;ဥပမာ -&lt;/b&gt; substring အားလုံးကို ဝေါဟာရအဖြစ် ထားလျှင် စုစုပေါင်း အကြိမ်ရေ 210၊ “unhug” → un · hug၊ loss 169.8၊ “hug” ကို ဖယ်လျှင် 23.5 တိုးပြီး “pu” ကို ဖယ်လျှင် ဘာမှ မပြောင်းပါ။&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>HubMenu</name>
    <message>
        <source>None in the Hugging Face cache ({folder})</source>
        <translation>Hugging Face cache ({folder}) တွင် တစ်ခုမှ မရှိပါ</translation>
    </message>
</context>
<context>
    <name>Job</name>
    <message>
        <source>The worker process was killed ({signal}); if the computer ran out of memory, try a smaller corpus or vocabulary.</source>
        <translation>Worker process ကို ရပ်စေခဲ့သည် ({signal})၊ ကွန်ပျူတာ memory ကုန်သွားပါက ပိုသေးသော ကော်ပတ်စ် သို့မဟုတ် ဝေါဟာရကို စမ်းကြည့်ပါ။</translation>
    </message>
    <message>
        <source>The worker process ended unexpectedly (exit status {status}).</source>
        <translation>Worker process မမျှော်လင့်ဘဲ ပြီးဆုံးသွားသည် (exit status {status})။</translation>
    </message>
    <message>
        <source>The worker process stopped unexpectedly.</source>
        <translation>Worker process မမျှော်လင့်ဘဲ ရပ်သွားသည်။</translation>
    </message>
</context>
<context>
    <name>LatticeView</name>
    <message>
        <source>Every piece of the vocabulary inside the word, with its log-probability; the filled bars are the best path</source>
        <translation>စကားလုံးအတွင်းရှိ ဝေါဟာရ၏ အပိုင်းတိုင်း၊ ၎င်း၏ log ဖြစ်နိုင်ခြေနှင့်အတူ၊ အရောင်ဖြည့်ထားသော ဘားများသည် အကောင်းဆုံး လမ်းကြောင်း</translation>
    </message>
</context>
<context>
    <name>LengthHistogram</name>
    <message>
        <source>{length} characters: {words} words</source>
        <translation>စာလုံး {length} လုံး - စကားလုံး {words} လုံး</translation>
    </message>
    <message>
        <source>{first}–{last} characters: {words} words</source>
        <translation>စာလုံး {first}–{last} လုံး - စကားလုံး {words} လုံး</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tokenizer Workbench projects (*.twb.json *.json)</source>
        <translation>Tokenizer Workbench ပရောဂျက်များ (*.twb.json *.json)</translation>
    </message>
    <message>
        <source>&amp;Corpus</source>
        <translation>ကော်ပတ်စ် (&amp;C)</translation>
    </message>
    <message>
        <source>T&amp;raining</source>
        <translation>လေ့ကျင့်ခြင်း (&amp;R)</translation>
    </message>
    <message>
        <source>To&amp;kenize</source>
        <translation>တိုကင်ခွဲခြင်း (&amp;K)</translation>
    </message>
    <message>
        <source>The project&apos;s models; double-click to rename</source>
        <translation>ပရောဂျက်၏ မော်ဒယ်များ၊ အမည်ပြောင်းရန် နှစ်ချက်နှိပ်ပါ</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>မော်ဒယ်များ</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>ဖိုင် (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>အသစ် (&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>ဖွင့်ရန်… (&amp;O)</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>မကြာသေးမီက ဖွင့်ခဲ့သည်များ (&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>သိမ်းရန် (&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>အမည်သစ်ဖြင့် သိမ်းရန်… (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Import tokenizer…</source>
        <translation>တိုကင်နိုက်ဇာ တင်သွင်းရန်… (&amp;I)</translation>
    </message>
    <message>
        <source>Open a well-&amp;known tokenizer</source>
        <translation>လူသိများသော တိုကင်နိုက်ဇာ ဖွင့်ရန် (&amp;K)</translation>
    </message>
    <message>
        <source>The tokenizers that transformers or huggingface_hub downloaded to this machine, opened without a network</source>
        <translation>transformers သို့မဟုတ် huggingface_hub က ဤကွန်ပျူတာထဲသို့ download လုပ်ထားသော တိုကင်နိုက်ဇာများ၊ ကွန်ရက် မလိုဘဲ ဖွင့်သည်</translation>
    </message>
    <message>
        <source>&amp;Export…</source>
        <translation>ထုတ်ယူရန်… (&amp;E)</translation>
    </message>
    <message>
        <source>E&amp;xtend…</source>
        <translation>တိုးချဲ့ရန်… (&amp;X)</translation>
    </message>
    <message>
        <source>Add tokens learned from a domain&apos;s text to the model picked in the Models list, every old token keeping its id</source>
        <translation>နယ်ပယ်တစ်ခု၏ စာသားမှ သင်ယူထားသော တိုကင်များကို မော်ဒယ်များ စာရင်းတွင် ရွေးထားသော မော်ဒယ်ထဲ ထည့်ရန်၊ တိုကင်ဟောင်းတိုင်း ၎င်း၏ id ကို ဆက်ထားသည်</translation>
    </message>
    <message>
        <source>Add &amp;tokens…</source>
        <translation>တိုကင်များ ထည့်ရန်… (&amp;T)</translation>
    </message>
    <message>
        <source>Add special or ordinary tokens to the model picked in the Models list, every old token keeping its id</source>
        <translation>အထူး သို့မဟုတ် သာမန် တိုကင်များကို မော်ဒယ်များ စာရင်းတွင် ရွေးထားသော မော်ဒယ်ထဲ ထည့်ရန်၊ တိုကင်ဟောင်းတိုင်း ၎င်း၏ id ကို ဆက်ထားသည်</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>ထွက်ရန် (&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>မြင်ကွင်း (&amp;V)</translation>
    </message>
    <message>
        <source>Tokenize &amp;beside the other panels</source>
        <translation>တိုကင်ခွဲခြင်းကို အခြား အကန့် များဘေးတွင် ပြရန် (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Find</source>
        <translation>ရှာရန် (&amp;F)</translation>
    </message>
    <message>
        <source>Filter the corpus&apos;s words (from the Corpus panel), else search the vocabulary</source>
        <translation>ကော်ပတ်စ်၏ စကားလုံးများကို စစ်ထုတ်ရန် (ကော်ပတ်စ် အကန့် မှ)၊ မဟုတ်လျှင် ဝေါဟာရထဲ ရှာရန်</translation>
    </message>
    <message>
        <source>&amp;Light theme</source>
        <translation>အလင်း theme (&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Dark theme</source>
        <translation>အမှောင် theme (&amp;D)</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Space များကို ပြရန် (&amp;W)</translation>
    </message>
    <message>
        <source>Meas&amp;ure</source>
        <translation>တိုင်းတာရန် (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Compare models…</source>
        <translation>မော်ဒယ်များ နှိုင်းယှဉ်ရန်… (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Evaluate on a corpus…</source>
        <translation>ကော်ပတ်စ်တစ်ခုဖြင့် အကဲဖြတ်ရန်… (&amp;E)</translation>
    </message>
    <message>
        <source>Vocabulary &amp;health…</source>
        <translation>ဝေါဟာရ ကျန်းမာရေး… (&amp;H)</translation>
    </message>
    <message>
        <source>Every &amp;size of this model…</source>
        <translation>ဤမော်ဒယ်၏ အရွယ်အစား အားလုံး… (&amp;S)</translation>
    </message>
    <message>
        <source>Tokens per word against vocabulary size for every merge step of the current model&apos;s run; save a smaller model</source>
        <translation>လက်ရှိ မော်ဒယ်၏ လေ့ကျင့်မှုရှိ ပေါင်းစည်းမှု အဆင့်တိုင်းအတွက် ဝေါဟာရ အရွယ်အစားနှင့် စကားလုံးတစ်လုံးလျှင် တိုကင်၊ ပိုသေးသော မော်ဒယ်ကို သိမ်းရန်</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>အကူအညီ (&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Getting started</source>
        <translation>စတင်အသုံးပြုခြင်း (&amp;G)</translation>
    </message>
    <message>
        <source>&amp;Algorithms</source>
        <translation>Algorithm များ (&amp;A)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>အကြောင်း (&amp;A)</translation>
    </message>
    <message>
        <source>About Tokenizer Workbench</source>
        <translation>Tokenizer Workbench အကြောင်း</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>တည်းဖြတ် (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>ပြန်ဖျက် (&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>ပြန်လုပ် (&amp;R)</translation>
    </message>
    <message>
        <source>Du&amp;plicate model</source>
        <translation>မော်ဒယ်ကို ပွားရန် (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Delete model</source>
        <translation>မော်ဒယ်ကို ဖျက်ရန် (&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Language (applies after a restart)</source>
        <translation>ဘာသာစကား (ပြန်စမှ သက်ရောက်သည်) (&amp;L)</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>စနစ်၏ ဘာသာစကား</translation>
    </message>
    <message>
        <source>The language changes when Tokenizer Workbench starts again.</source>
        <translation>Tokenizer Workbench ကို နောက်တစ်ကြိမ် ဖွင့်သောအခါ ဘာသာစကား ပြောင်းမည်။</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>အားလပ်</translation>
    </message>
    <message>
        <source>Cannot open the project</source>
        <translation>ပရောဂျက်ကို မဖွင့်နိုင်ပါ</translation>
    </message>
    <message>
        <source>Corpus file moved or changed</source>
        <translation>ကော်ပတ်စ် ဖိုင် ရွှေ့ထားသည် သို့မဟုတ် ပြောင်းလဲထားသည်</translation>
    </message>
    <message>
        <source>{path}: {detail}.
The models still work. Locate the file?</source>
        <translation>{path} - {detail}။
မော်ဒယ်များ ဆက်အလုပ်လုပ်သည်။ ဖိုင်ကို ရှာမလား။</translation>
    </message>
    <message>
        <source>Locate {name}</source>
        <translation>{name} ကို ရှာရန်</translation>
    </message>
    <message>
        <source>Save the project</source>
        <translation>ပရောဂျက်ကို သိမ်းရန်</translation>
    </message>
    <message>
        <source>Cannot save the project</source>
        <translation>ပရောဂျက်ကို မသိမ်းနိုင်ပါ</translation>
    </message>
    <message>
        <source>Cannot write the recovery copy: {error}</source>
        <translation>ပြန်လည်ရယူရန် မိတ္တူကို မရေးနိုင်ပါ - {error}</translation>
    </message>
    <message>
        <source>Tokenizer Workbench did not close properly. Restore the project as it was when last saved for recovery ({time})?</source>
        <translation>Tokenizer Workbench ကို မှန်ကန်စွာ မပိတ်ခဲ့ပါ။ ပြန်လည်ရယူရန် နောက်ဆုံး သိမ်းခဲ့သည့်အတိုင်း ({time}) ပရောဂျက်ကို ပြန်ယူမလား။</translation>
    </message>
    <message numerus="yes">
        <source>%Ln more unsaved project(s) will be offered after this one.</source>
        <translation>
            <numerusform>ဤပရောဂျက်ပြီးနောက် မသိမ်းရသေးသော ပရောဂျက် နောက်ထပ် %Ln ခုကို ပြပါမည်။</numerusform>
        </translation>
    </message>
    <message>
        <source>Restore the unsaved project?</source>
        <translation>မသိမ်းရသေးသော ပရောဂျက်ကို ပြန်ယူမလား။</translation>
    </message>
    <message>
        <source>Cannot restore the project</source>
        <translation>ပရောဂျက်ကို ပြန်မယူနိုင်ပါ</translation>
    </message>
    <message>
        <source>{algorithm}, {size} tokens</source>
        <translation>{algorithm}၊ တိုကင် {size} ခု</translation>
    </message>
    <message>
        <source>No model to delete</source>
        <translation>ဖျက်ရန် မော်ဒယ် မရှိပါ</translation>
    </message>
    <message>
        <source>No model to duplicate</source>
        <translation>ပွားရန် မော်ဒယ် မရှိပါ</translation>
    </message>
    <message>
        <source>Import a tokenizer</source>
        <translation>တိုကင်နိုက်ဇာ တင်သွင်းရန်</translation>
    </message>
    <message>
        <source>Tokenizers (*.json *.txt *.model);;All files (*)</source>
        <translation>တိုကင်နိုက်ဇာများ (*.json *.txt *.model);;ဖိုင်အားလုံး (*)</translation>
    </message>
    <message>
        <source>Cannot import the tokenizer</source>
        <translation>တိုကင်နိုက်ဇာကို မတင်သွင်းနိုင်ပါ</translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>ထုတ်ယူစရာ မရှိပါ</translation>
    </message>
    <message>
        <source>Train or import a model first.</source>
        <translation>မော်ဒယ်တစ်ခုကို ဦးစွာ လေ့ကျင့်ပါ သို့မဟုတ် တင်သွင်းပါ။</translation>
    </message>
    <message>
        <source>Export into folder</source>
        <translation>ဖိုဒါထဲသို့ ထုတ်ယူရန်</translation>
    </message>
    <message>
        <source>Overwrite?</source>
        <translation>ထပ်ရေးမလား။</translation>
    </message>
    <message>
        <source>{files} already exist in {folder}. Overwrite them?</source>
        <translation>{folder} တွင် {files} ရှိပြီးသား။ ထပ်ရေးမလား။</translation>
    </message>
    <message>
        <source>Cannot export</source>
        <translation>မထုတ်ယူနိုင်ပါ</translation>
    </message>
    <message>
        <source>Exported {name}: {files}</source>
        <translation>{name} ကို ထုတ်ယူပြီး - {files}</translation>
    </message>
    <message>
        <source>Train or import a model first, and pick it in the Models list.</source>
        <translation>မော်ဒယ်တစ်ခုကို ဦးစွာ လေ့ကျင့်ပါ သို့မဟုတ် တင်သွင်းပြီး မော်ဒယ်များ စာရင်းတွင် ရွေးပါ။</translation>
    </message>
    <message>
        <source>Nothing to extend</source>
        <translation>တိုးချဲ့စရာ မရှိပါ</translation>
    </message>
    <message>
        <source>No model to add tokens to</source>
        <translation>တိုကင် ထည့်ရန် မော်ဒယ် မရှိပါ</translation>
    </message>
    <message>
        <source>No corpus</source>
        <translation>ကော်ပတ်စ် မရှိပါ</translation>
    </message>
    <message>
        <source>Add corpus files first.</source>
        <translation>ကော်ပတ်စ် ဖိုင်များကို ဦးစွာ ထည့်ပါ။</translation>
    </message>
    <message>
        <source>Check the settings</source>
        <translation>ဆက်တင်များကို စစ်ဆေးပါ</translation>
    </message>
    <message>
        <source> (partial)</source>
        <translation> (တစ်စိတ်တစ်ပိုင်း)</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>လေ့ကျင့်နေသည်…</translation>
    </message>
    <message>
        <source>The example&apos;s corpus</source>
        <translation>ဥပမာ၏ ကော်ပတ်စ်</translation>
    </message>
    <message>
        <source>This preset reproduces an example on its own corpus, {name}. Train on it instead of your corpus files?</source>
        <translation>ဤ preset သည် ဥပမာကို ၎င်း၏ ကိုယ်ပိုင် ကော်ပတ်စ် {name} ပေါ်တွင် ပြန်လုပ်ပြသည်။ သင့် ကော်ပတ်စ် ဖိုင်များအစား ၎င်းဖြင့် လေ့ကျင့်မလား။</translation>
    </message>
    <message>
        <source>No model</source>
        <translation>မော်ဒယ် မရှိပါ</translation>
    </message>
    <message>
        <source>Train a model first.</source>
        <translation>မော်ဒယ်တစ်ခုကို ဦးစွာ လေ့ကျင့်ပါ။</translation>
    </message>
    <message>
        <source>Train or import a model first: it explains how it splits the word.</source>
        <translation>မော်ဒယ်တစ်ခုကို ဦးစွာ လေ့ကျင့်ပါ သို့မဟုတ် တင်သွင်းပါ - ၎င်းက စကားလုံးကို မည်သို့ ခွဲသည်ကို ရှင်းပြသည်။</translation>
    </message>
    <message>
        <source>The three algorithms</source>
        <translation>Algorithm သုံးမျိုး</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>အမည်မဲ့</translation>
    </message>
    <message>
        <source>{name}[*] — Tokenizer Workbench</source>
        <translation>{name}[*] — Tokenizer Workbench</translation>
    </message>
    <message>
        <source>Corpus: {files} file(s), {size} bytes</source>
        <translation>ကော်ပတ်စ် - ဖိုင် {files} ခု၊ {size} ဘိုက်</translation>
    </message>
    <message>
        <source>Model: {name}</source>
        <translation>မော်ဒယ် - {name}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>မရှိ</translation>
    </message>
    <message>
        <source>{path} is gone (moved or deleted); it leaves the recent projects.</source>
        <translation>{path} မရှိတော့ပါ (ရွှေ့ထား သို့မဟုတ် ဖျက်ထား)၊ မကြာသေးမီ ပရောဂျက်များမှ ဖယ်ရှားပါမည်။</translation>
    </message>
    <message>
        <source>Open a project</source>
        <translation>ပရောဂျက်တစ်ခု ဖွင့်ရန်</translation>
    </message>
    <message>
        <source>Some files were not added</source>
        <translation>ဖိုင်အချို့ကို မထည့်နိုင်ပါ</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>မသိမ်းရသေးသော ပြောင်းလဲမှုများ</translation>
    </message>
    <message>
        <source>Save the changes to this project first?</source>
        <translation>ဤပရောဂျက်၏ ပြောင်းလဲမှုများကို အရင် သိမ်းမလား။</translation>
    </message>
</context>
<context>
    <name>MeasureDialog</name>
    <message>
        <source>&amp;Run</source>
        <translation>လုပ်ဆောင်ရန် (&amp;R)</translation>
    </message>
    <message>
        <source>The field of each JSON-lines record that holds its text</source>
        <translation>JSON Lines မှတ်တမ်းတစ်ခုစီ၏ စာသားကို ထားသည့် field</translation>
    </message>
</context>
<context>
    <name>ModelCommands</name>
    <message>
        <source>Delete {name}</source>
        <translation>{name} ကို ဖျက်ခြင်း</translation>
    </message>
    <message>
        <source>Duplicate {name}</source>
        <translation>{name} ကို ပွားခြင်း</translation>
    </message>
</context>
<context>
    <name>ResultTable</name>
    <message>
        <source>Export table</source>
        <translation>ဇယား ထုတ်ယူရန်</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV ဖိုင်များ (*.csv)</translation>
    </message>
</context>
<context>
    <name>SizeView</name>
    <message>
        <source>Every size of {name}</source>
        <translation>{name} ၏ အရွယ်အစား အားလုံး</translation>
    </message>
    <message>
        <source>Sample &amp;file…</source>
        <translation>နမူနာ ဖိုင်… (&amp;F)</translation>
    </message>
    <message>
        <source>Measure on a file of your own instead of the corpus&apos;s last 5 % of lines</source>
        <translation>ကော်ပတ်စ်၏ နောက်ဆုံး 5 % စာကြောင်းများအစား သင့်ကိုယ်ပိုင် ဖိုင်ဖြင့် တိုင်းတာရန်</translation>
    </message>
    <message>
        <source>&amp;Compute</source>
        <translation>တွက်ချက်ရန် (&amp;C)</translation>
    </message>
    <message>
        <source>Compute the curve again, in the background</source>
        <translation>မျဉ်းကွေးကို နောက်ခံတွင် ပြန်တွက်ရန်</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>ဝေါဟာရ အရွယ်အစား</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>စကားလုံးတစ်လုံးလျှင် တိုကင်</translation>
    </message>
    <message>
        <source>characters per token</source>
        <translation>တိုကင်တစ်ခုလျှင် စာလုံးရေ</translation>
    </message>
    <message>
        <source>Click to pick a size</source>
        <translation>အရွယ်အစား ရွေးရန် နှိပ်ပါ</translation>
    </message>
    <message>
        <source>The vocabulary size: each step is one merge (Unigram: one pruning round)</source>
        <translation>ဝေါဟာရ အရွယ်အစား - အဆင့်တစ်ခုစီသည် ပေါင်းစည်းမှု တစ်ခု (Unigram - ဖြတ်တောက်သည့် အဝိုင်း တစ်ခု)</translation>
    </message>
    <message>
        <source>&amp;Save a model of this size…</source>
        <translation>ဤအရွယ်အစား မော်ဒယ်ကို သိမ်းရန်… (&amp;S)</translation>
    </message>
    <message>
        <source>Write the model cut to the size picked as a tokenizer.json: what training to that size gives</source>
        <translation>ရွေးထားသော အရွယ်အစားသို့ ဖြတ်ထားသော မော်ဒယ်ကို tokenizer.json အဖြစ် ရေးရန် - ထိုအရွယ်အစားအထိ လေ့ကျင့်လျှင် ရမည့်အရာ</translation>
    </message>
    <message>
        <source>Held out: {file}</source>
        <translation>ချန်ထားသည် - {file}</translation>
    </message>
    <message>
        <source>Held out: the last 5 % of the lines of {files}</source>
        <translation>ချန်ထားသည် - {files} ၏ နောက်ဆုံး 5 % စာကြောင်းများ</translation>
    </message>
    <message>
        <source>(no corpus files)</source>
        <translation>(ကော်ပတ်စ် ဖိုင် မရှိပါ)</translation>
    </message>
    <message>
        <source>Held-out sample</source>
        <translation>ချန်ထားသော နမူနာ</translation>
    </message>
    <message>
        <source>Text files (*.txt *.gz);;All files (*)</source>
        <translation>စာသားဖိုင်များ (*.txt *.gz);;ဖိုင်အားလုံး (*)</translation>
    </message>
    <message>
        <source>The sample has no words: pick a sample file.</source>
        <translation>နမူနာတွင် စကားလုံး မရှိပါ - နမူနာ ဖိုင်တစ်ခု ရွေးပါ။</translation>
    </message>
    <message>
        <source>{size} tokens: {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>တိုကင် {size} ခု - နမူနာပေါ်တွင် စကားလုံးတစ်လုံးလျှင် တိုကင် {per_word}၊ တိုကင်တစ်ခုလျှင် စာလုံး {per_token}</translation>
    </message>
    <message>
        <source>{size} tokens (merges: {step}): {per_word} tokens per word, {per_token} characters per token on the sample</source>
        <translation>တိုကင် {size} ခု (ပေါင်းစည်းမှု - {step}) - နမူနာပေါ်တွင် စကားလုံးတစ်လုံးလျှင် တိုကင် {per_word}၊ တိုကင်တစ်ခုလျှင် စာလုံး {per_token}</translation>
    </message>
    <message>
        <source>The model pruning round {round} pruned</source>
        <translation>ဖြတ်တောက်သည့် အဝိုင်း {round} က ဖြတ်ခဲ့သော မော်ဒယ်</translation>
    </message>
    <message>
        <source>The trained model</source>
        <translation>လေ့ကျင့်ထားသော မော်ဒယ်</translation>
    </message>
    <message>
        <source>Last merge: {left} + {right} → {token}</source>
        <translation>နောက်ဆုံး ပေါင်းစည်းမှု - {left} + {right} → {token}</translation>
    </message>
    <message>
        <source>Newest token: {token}</source>
        <translation>အသစ်ဆုံး တိုကင် - {token}</translation>
    </message>
    <message>
        <source>Save a model of this size</source>
        <translation>ဤအရွယ်အစား မော်ဒယ်ကို သိမ်းရန်</translation>
    </message>
    <message>
        <source>tokenizer.json (*.json)</source>
        <translation>tokenizer.json (*.json)</translation>
    </message>
    <message>
        <source>Cannot save the model</source>
        <translation>မော်ဒယ်ကို မသိမ်းနိုင်ပါ</translation>
    </message>
</context>
<context>
    <name>TokenView</name>
    <message>
        <source>Each coloured box is one token. Hover for details, click to find it in the vocabulary, double-click to see why its word is split so; Left/Right and Enter do the same as a click.</source>
        <translation>အရောင်ကွက်တစ်ခုစီသည် တိုကင်တစ်ခု ဖြစ်သည်။ အသေးစိတ်အတွက် mouse တင်ပါ၊ ဝေါဟာရထဲတွင် ရှာရန် နှိပ်ပါ၊ ၎င်း၏ စကားလုံးကို ဘာကြောင့် ဤသို့ ခွဲသည်ကို ကြည့်ရန် နှစ်ချက်နှိပ်ပါ၊ ဘယ်/ညာ နှင့် Enter သည် နှိပ်ခြင်းနှင့် အတူတူ ဖြစ်သည်။</translation>
    </message>
    <message>
        <source>The tokens of the text above appear here.</source>
        <translation>အထက်ပါ စာသား၏ တိုကင်များ ဤနေရာတွင် ပေါ်လာမည်။</translation>
    </message>
    <message>
        <source>{count} tokens together make &lt;b&gt;{text}&lt;/b&gt;</source>
        <translation>တိုကင် {count} ခု ပေါင်း၍ &lt;b&gt;{text}&lt;/b&gt; ဖြစ်သည်</translation>
    </message>
    <message>
        <source>token</source>
        <translation>တိုကင်</translation>
    </message>
    <message>
        <source>id</source>
        <translation>id</translation>
    </message>
    <message>
        <source>offsets</source>
        <translation>offset များ</translation>
    </message>
    <message>
        <source>{start}–{end}: “{text}”</source>
        <translation>{start}–{end} - “{text}”</translation>
    </message>
    <message>
        <source>score</source>
        <translation>ရမှတ်</translation>
    </message>
    <message>
        <source>merge rank</source>
        <translation>ပေါင်းစည်းမှု အဆင့်</translation>
    </message>
    <message>
        <source>none: special token</source>
        <translation>မရှိ - အထူး တိုကင်</translation>
    </message>
    <message>
        <source>none: in the initial alphabet</source>
        <translation>မရှိ - ကနဦး အက္ခရာစဉ်ထဲတွင်</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>ဘိုက်များ</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>မသိ</translation>
    </message>
    <message>
        <source>not in the vocabulary</source>
        <translation>ဝေါဟာရထဲတွင် မရှိပါ</translation>
    </message>
</context>
<context>
    <name>TokenizePanel</name>
    <message>
        <source>The trained or imported model that tokenizes the text</source>
        <translation>စာသားကို တိုကင်ခွဲသော လေ့ကျင့်ထားသည့် သို့မဟုတ် တင်သွင်းထားသည့် မော်ဒယ်</translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation>မော်ဒယ် - (&amp;M)</translation>
    </message>
    <message>
        <source>Show &amp;whitespace</source>
        <translation>Space များကို ပြရန် (&amp;W)</translation>
    </message>
    <message>
        <source>Mark spaces ·, tabs → and line breaks ↵ in the tokens (default: on)</source>
        <translation>တိုကင်များတွင် space ·၊ tab → နှင့် စာကြောင်းဆုံး ↵ ကို အမှတ်အသားပြရန် (မူလ - ဖွင့်)</translation>
    </message>
    <message>
        <source>Show &amp;ids</source>
        <translation>id များ ပြရန် (&amp;I)</translation>
    </message>
    <message>
        <source>Show the token ids under the tokens, ready to copy (default: off)</source>
        <translation>တိုကင်များအောက်တွင် id များကို ကူးယူရန် အသင့်ပြရန် (မူလ - ပိတ်)</translation>
    </message>
    <message>
        <source>Add special tokens</source>
        <translation>အထူး တိုကင်များ ထည့်ရန်</translation>
    </message>
    <message>
        <source>Apply the model&apos;s post-processor, e.g. [CLS] … [SEP] around the text, as transformers&apos; tokenizers do when called (default: off)</source>
        <translation>မော်ဒယ်၏ post-processor ကို အသုံးပြုရန်၊ ဥပမာ စာသား၏ ဘေးတွင် [CLS] … [SEP]၊ transformers ၏ tokenizer များကို ခေါ်သည့်အခါ လုပ်သကဲ့သို့ (မူလ - ပိတ်)</translation>
    </message>
    <message>
        <source>Type or paste text to tokenize</source>
        <translation>တိုကင်ခွဲမည့် စာသားကို ရိုက်ပါ သို့မဟုတ် paste လုပ်ပါ</translation>
    </message>
    <message>
        <source>The text to tokenize; tokens update as you type</source>
        <translation>တိုကင်ခွဲမည့် စာသား၊ ရိုက်နေစဉ် တိုကင်များ ပြောင်းလဲသည်</translation>
    </message>
    <message>
        <source>No model yet. Train one in the Training panel or import a tokenizer.json, and its tokens appear here.</source>
        <translation>မော်ဒယ် မရှိသေးပါ။ လေ့ကျင့်ခြင်း အကန့် တွင် တစ်ခု လေ့ကျင့်ပါ သို့မဟုတ် tokenizer.json တစ်ခု တင်သွင်းပါ၊ ထို့နောက် ၎င်း၏ တိုကင်များ ဤနေရာတွင် ပေါ်လာမည်။</translation>
    </message>
    <message>
        <source>The token ids, comma-separated; type or paste ids here to decode them</source>
        <translation>တိုကင် id များ၊ ကော်မာဖြင့် ခွဲထားသည်၊ ၎င်းတို့ကို decode လုပ်ရန် id များကို ဤနေရာတွင် ရိုက်ပါ သို့မဟုတ် ကူးထည့်ပါ</translation>
    </message>
    <message>
        <source>Cop&amp;y ids</source>
        <translation>id များ ကူးယူရန် (&amp;Y)</translation>
    </message>
    <message>
        <source>Copy the ids to the clipboard</source>
        <translation>id များကို clipboard သို့ ကူးယူရန်</translation>
    </message>
    <message>
        <source>BPE-dropout: skip each merge with this probability, to see one of the other segmentations a model trained with dropout learns from (default: the model&apos;s own, else 0, plain BPE)</source>
        <translation>BPE-dropout - dropout ဖြင့် လေ့ကျင့်ထားသော မော်ဒယ်တစ်ခု သင်ယူသည့် အခြား ခွဲခြမ်းပုံများထဲမှ တစ်ခုကို မြင်ရန် ပေါင်းစည်းမှုတစ်ခုစီကို ဤဖြစ်နိုင်ခြေဖြင့် ကျော်ရန် (မူလ - မော်ဒယ်၏ ကိုယ်ပိုင်တန်ဖိုး၊ မဟုတ်လျှင် 0၊ ရိုးရိုး BPE)</translation>
    </message>
    <message>
        <source>BPE &amp;dropout:</source>
        <translation>BPE dropout - (&amp;D)</translation>
    </message>
    <message>
        <source>Which sample: the same seed gives the same segmentation (default: 0)</source>
        <translation>မည်သည့် နမူနာ - seed တူလျှင် ခွဲခြမ်းပုံ တူသည် (မူလ - 0)</translation>
    </message>
    <message>
        <source>S&amp;eed:</source>
        <translation>မျိုးစေ့ (seed) - (&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Resample</source>
        <translation>နမူနာ အသစ် (&amp;R)</translation>
    </message>
    <message>
        <source>Show another sampled segmentation (the next seed)</source>
        <translation>နမူနာယူထားသော အခြား ခွဲခြမ်းပုံကို ပြရန် (နောက် seed)</translation>
    </message>
    <message>
        <source>Cannot tokenize: {error}</source>
        <translation>တိုကင် မခွဲနိုင်ပါ - {error}</translation>
    </message>
    <message>
        <source>Ids are whole numbers, separated by commas or spaces.</source>
        <translation>id များသည် ကော်မာ သို့မဟုတ် space ဖြင့် ခွဲထားသော ကိန်းပြည့်များ ဖြစ်သည်။</translation>
    </message>
    <message>
        <source>No token has the id {id} in this model.</source>
        <translation>ဤမော်ဒယ်တွင် id {id} ရှိသော တိုကင် မရှိပါ။</translation>
    </message>
    <message>
        <source>Decoded: {text}</source>
        <translation>Decode လုပ်ထားသည် - {text}</translation>
    </message>
    <message>
        <source>{tokens} tokens · {characters} characters, {per_token} characters per token · {words} words, {per_word} tokens per word</source>
        <translation>တိုကင် {tokens} ခု · စာလုံး {characters} လုံး၊ တိုကင်တစ်ခုလျှင် စာလုံး {per_token} · စကားလုံး {words} လုံး၊ စကားလုံးတစ်လုံးလျှင် တိုကင် {per_word}</translation>
    </message>
</context>
<context>
    <name>TrainConfig</name>
    <message>
        <source>Algorithm</source>
        <translation>နည်းလမ်း (algorithm)</translation>
    </message>
    <message>
        <source>BPE merges the most frequent pair; WordPiece the pair with the best score; Unigram prunes a large seed</source>
        <translation>BPE သည် အများဆုံး တွေ့ရသော အတွဲကို ပေါင်းစည်းသည်၊ WordPiece သည် ရမှတ် အကောင်းဆုံး အတွဲကို၊ Unigram သည် ကြီးမားသော seed ကို ဖြတ်တောက်သည်</translation>
    </message>
    <message>
        <source>bpe</source>
        <translation>bpe</translation>
    </message>
    <message>
        <source>Vocabulary size</source>
        <translation>ဝေါဟာရ အရွယ်အစား</translation>
    </message>
    <message>
        <source>How many tokens the trained vocabulary holds, special tokens included</source>
        <translation>လေ့ကျင့်ပြီး ဝေါဟာရတွင် ပါမည့် တိုကင် အရေအတွက်၊ အထူး တိုကင်များ အပါအဝင်</translation>
    </message>
    <message>
        <source>Pre-tokenizer</source>
        <translation>ကြိုတင် ခွဲပုံ (pre-tokenizer)</translation>
    </message>
    <message>
        <source>How text is cut into words before training</source>
        <translation>လေ့ကျင့်ခြင်းမပြုမီ စာသားကို စကားလုံးများအဖြစ် ဖြတ်ပုံ</translation>
    </message>
    <message>
        <source>byte-level for bpe, bert for wordpiece, metaspace for unigram</source>
        <translation>bpe အတွက် byte-level၊ wordpiece အတွက် bert၊ unigram အတွက် metaspace</translation>
    </message>
    <message>
        <source>Add prefix space</source>
        <translation>ရှေ့တွင် space ထည့်ရန်</translation>
    </message>
    <message>
        <source>Byte-level: treat the first word like the others by putting a space before it</source>
        <translation>Byte-level - ပထမ စကားလုံးရှေ့တွင် space ထည့်၍ အခြားစကားလုံးများကဲ့သို့ ဆက်ဆံရန်</translation>
    </message>
    <message>
        <source>off</source>
        <translation>ပိတ်</translation>
    </message>
    <message>
        <source>Prepend scheme</source>
        <translation>ရှေ့ထည့်ပုံ</translation>
    </message>
    <message>
        <source>Metaspace: when to put a &apos;▁&apos; before the text</source>
        <translation>Metaspace - စာသားရှေ့တွင် &apos;▁&apos; ကို ဘယ်အချိန် ထည့်မည်</translation>
    </message>
    <message>
        <source>always</source>
        <translation>always</translation>
    </message>
    <message>
        <source>Normalizer</source>
        <translation>စာသား ပုံမှန်ပြုပုံ (normalizer)</translation>
    </message>
    <message>
        <source>Normalization steps, applied in the order given</source>
        <translation>Normalization အဆင့်များ၊ ပေးထားသည့် အစဉ်အတိုင်း အသုံးချသည်</translation>
    </message>
    <message>
        <source>none</source>
        <translation>မရှိ</translation>
    </message>
    <message>
        <source>Line ends</source>
        <translation>စာကြောင်းဆုံးများ</translation>
    </message>
    <message>
        <source>keep: a plain-text line&apos;s last word keeps its newline, as tokenizers trains on text files; drop: each line is a sentence without it, as SentencePiece trains (JSON lines are texts of their own either way)</source>
        <translation>keep - tokenizers က စာသားဖိုင်များပေါ်တွင် လေ့ကျင့်သကဲ့သို့ စာကြောင်း၏ နောက်ဆုံး စကားလုံးသည် newline ကို ဆက်ထားသည်၊ drop - SentencePiece လေ့ကျင့်သကဲ့သို့ စာကြောင်းတစ်ကြောင်းစီသည် newline မပါသော စာကြောင်း ဖြစ်သည် (JSON Lines မှတ်တမ်းများမှာ မည်သို့ပင်ဖြစ်စေ သီးခြားစာသားများ)</translation>
    </message>
    <message>
        <source>keep for bpe, keep for wordpiece, drop for unigram</source>
        <translation>bpe အတွက် keep၊ wordpiece အတွက် keep၊ unigram အတွက် drop</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>အထူး တိုကင်များ</translation>
    </message>
    <message>
        <source>Tokens that get the first ids, in the order given, and are never split</source>
        <translation>ပထမဆုံး id များကို ပေးထားသည့် အစဉ်အတိုင်း ရပြီး ဘယ်တော့မှ မခွဲသော တိုကင်များ</translation>
    </message>
    <message>
        <source>Unknown token</source>
        <translation>မသိသော တိုကင်</translation>
    </message>
    <message>
        <source>The token for characters outside the vocabulary; &quot;&quot; (command line) for none, as tokenizers allows for bpe and unigram: text with unseen characters then cannot be encoded</source>
        <translation>ဝေါဟာရပြင်ပရှိ စာလုံးများအတွက် တိုကင်၊ မရှိစေလိုလျှင် &quot;&quot; (command line)၊ tokenizers က bpe နှင့် unigram အတွက် ခွင့်ပြုသကဲ့သို့ - ထိုအခါ မမြင်ဖူးသော စာလုံးပါသည့် စာသားကို encode မလုပ်နိုင်ပါ</translation>
    </message>
    <message>
        <source>[UNK], &lt;unk&gt; for unigram, none for byte-level bpe</source>
        <translation>[UNK]၊ unigram အတွက် &lt;unk&gt;၊ byte-level bpe အတွက် မရှိ</translation>
    </message>
    <message>
        <source>Minimum frequency</source>
        <translation>အနည်းဆုံး အကြိမ်ရေ</translation>
    </message>
    <message>
        <source>Merges of pairs seen fewer times than this are not made</source>
        <translation>ဤအကြိမ်ရေထက် နည်း၍ တွေ့ရသော အတွဲများကို မပေါင်းစည်းပါ</translation>
    </message>
    <message>
        <source>Limit alphabet</source>
        <translation>အက္ခရာစဉ် ကန့်သတ်ချက်</translation>
    </message>
    <message>
        <source>Keep at most this many characters, the most frequent</source>
        <translation>အများဆုံး တွေ့ရသော စာလုံး ဤအရေအတွက်အထိသာ ထားရန်</translation>
    </message>
    <message>
        <source>all</source>
        <translation>အားလုံး</translation>
    </message>
    <message>
        <source>Max token length</source>
        <translation>တိုကင် အရှည် အများဆုံး</translation>
    </message>
    <message>
        <source>Never make tokens longer than this many characters</source>
        <translation>ဤစာလုံးရေထက် ရှည်သော တိုကင်များကို ဘယ်တော့မှ မဖန်တီးရန်</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>ကန့်သတ်ချက် မရှိ</translation>
    </message>
    <message>
        <source>Continuing subword prefix</source>
        <translation>ဆက်လက်သည့် subword prefix</translation>
    </message>
    <message>
        <source>Marks tokens that continue a word, e.g. ##</source>
        <translation>စကားလုံးကို ဆက်သော တိုကင်များကို အမှတ်အသားပြသည်၊ ဥပမာ ##</translation>
    </message>
    <message>
        <source>## for wordpiece, none for bpe</source>
        <translation>wordpiece အတွက် ##၊ bpe အတွက် မရှိ</translation>
    </message>
    <message>
        <source>End-of-word suffix</source>
        <translation>စကားလုံးဆုံး suffix</translation>
    </message>
    <message>
        <source>Marks tokens that end a word, e.g. &lt;/w&gt;</source>
        <translation>စကားလုံးကို အဆုံးသတ်သော တိုကင်များကို အမှတ်အသားပြသည်၊ ဥပမာ &lt;/w&gt;</translation>
    </message>
    <message>
        <source>Ties</source>
        <translation>သရေကျခြင်း</translation>
    </message>
    <message>
        <source>Which pair wins a tie: lowest-id as the tokenizers library, first-seen as the course</source>
        <translation>သရေကျလျှင် မည်သည့် အတွဲ အနိုင်ရမည် - tokenizers library ကဲ့သို့ lowest-id၊ သင်တန်းကဲ့သို့ first-seen</translation>
    </message>
    <message>
        <source>lowest-id for bpe, first-seen for wordpiece</source>
        <translation>bpe အတွက် lowest-id၊ wordpiece အတွက် first-seen</translation>
    </message>
    <message>
        <source>Initial alphabet</source>
        <translation>ကနဦး အက္ခရာစဉ်</translation>
    </message>
    <message>
        <source>bytes: all 256 byte tokens (byte-level only); seen: the characters of the corpus</source>
        <translation>bytes - ဘိုက် တိုကင် ၂၅၆ ခုလုံး (byte-level အတွက်သာ)၊ seen - ကော်ပတ်စ်ရှိ စာလုံးများ</translation>
    </message>
    <message>
        <source>bytes for byte-level, else seen</source>
        <translation>byte-level အတွက် bytes၊ မဟုတ်လျှင် seen</translation>
    </message>
    <message>
        <source>Extra alphabet</source>
        <translation>အပို အက္ခရာစဉ်</translation>
    </message>
    <message>
        <source>Characters the vocabulary holds even if the corpus has none of them, e.g. all the letters of a script (tokenizers&apos; initial_alphabet); an unseen one scores as the rarest piece</source>
        <translation>ကော်ပတ်စ်တွင် တစ်လုံးမှ မပါသော်လည်း ဝေါဟာရတွင် ထည့်ထားမည့် စာလုံးများ၊ ဥပမာ စာရေးစနစ်တစ်ခု၏ အက္ခရာအားလုံး (tokenizers ၏ initial_alphabet)၊ မမြင်ဖူးသော စာလုံးသည် အရှားဆုံး အပိုင်း၏ ရမှတ်ကို ရသည်</translation>
    </message>
    <message>
        <source>Fuse unknown</source>
        <translation>မသိသည်များ ပေါင်းရန်</translation>
    </message>
    <message>
        <source>A run of unknown characters becomes one unknown token, as SentencePiece does</source>
        <translation>SentencePiece ကဲ့သို့ ဆက်တိုက်ရှိသော မသိသော စာလုံးများသည် မသိသော တိုကင်တစ်ခုတည်း ဖြစ်လာသည်</translation>
    </message>
    <message>
        <source>Seed size</source>
        <translation>Seed အရွယ်အစား</translation>
    </message>
    <message>
        <source>Initial vocabulary: characters plus the best substrings; approximate pruning takes SentencePiece&apos;s (seen twice or more, by count x length), exact the course&apos;s (all, by count)</source>
        <translation>ကနဦး ဝေါဟာရ - စာလုံးများနှင့် အကောင်းဆုံး substring များ၊ ခန့်မှန်း ဖြတ်တောက်ခြင်းက SentencePiece ၏ နည်းကို ယူသည် (နှစ်ကြိမ်နှင့်အထက် တွေ့ရသည်၊ အကြိမ်ရေ × အရှည်အလိုက်)၊ တိကျသော ဖြတ်တောက်ခြင်းက သင်တန်း၏ နည်းကို ယူသည် (အားလုံး၊ အကြိမ်ရေအလိုက်)</translation>
    </message>
    <message>
        <source>Shrinking factor</source>
        <translation>ကျုံ့သည့် အချိုး</translation>
    </message>
    <message>
        <source>Each pruning round keeps this share of the pieces</source>
        <translation>ဖြတ်တောက်သည့် အဝိုင်းတိုင်းတွင် အပိုင်းများ၏ ဤအချိုးကို ထားသည်</translation>
    </message>
    <message>
        <source>EM steps per round</source>
        <translation>အဝိုင်းတစ်ခုလျှင် EM အဆင့်</translation>
    </message>
    <message>
        <source>Expectation-maximisation steps before each pruning; 0 keeps the seed frequencies, as the course does</source>
        <translation>ဖြတ်တောက်မှုတိုင်းမတိုင်မီ Expectation-maximisation အဆင့်များ၊ 0 ဆိုလျှင် သင်တန်းကဲ့သို့ seed ၏ အကြိမ်ရေများကို ဆက်ထားသည်</translation>
    </message>
    <message>
        <source>Pruning</source>
        <translation>ဖြတ်တောက်ခြင်း</translation>
    </message>
    <message>
        <source>approximate: SentencePiece&apos;s estimate; exact: the course&apos;s loss with each piece removed, slow</source>
        <translation>approximate - SentencePiece ၏ ခန့်မှန်းချက်၊ exact - အပိုင်းတစ်ခုစီကို ဖယ်လျှင် ရမည့် သင်တန်း၏ loss၊ နှေးသည်</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>approximate</translation>
    </message>
    <message>
        <source>Max word length (bytes)</source>
        <translation>စကားလုံး အရှည် အများဆုံး (ဘိုက်)</translation>
    </message>
    <message>
        <source>Words longer than this in UTF-8 are left out of training and counted in the report, as SentencePiece&apos;s max_sentence_length leaves out long sentences: a single huge word would make the seed and every EM step slow</source>
        <translation>UTF-8 တွင် ဤထက် ရှည်သော စကားလုံးများကို လေ့ကျင့်ခြင်းမှ ချန်ထားပြီး အစီရင်ခံစာတွင် ရေတွက်သည်၊ SentencePiece ၏ max_sentence_length က ရှည်သော စာကြောင်းများကို ချန်ထားသကဲ့သို့ - အလွန်ကြီးသော စကားလုံးတစ်လုံးက seed နှင့် EM အဆင့်တိုင်းကို နှေးစေမည်</translation>
    </message>
    <message>
        <source>Max piece length</source>
        <translation>အပိုင်း အရှည် အများဆုံး</translation>
    </message>
    <message>
        <source>Longest piece in characters</source>
        <translation>စာလုံးရေဖြင့် အရှည်ဆုံး အပိုင်း</translation>
    </message>
</context>
<context>
    <name>TrainingForm</name>
    <message>
        <source>{help} (a new form starts at {value})</source>
        <translation>{help} (ဖောင်အသစ်သည် {value} မှ စတင်သည်)</translation>
    </message>
    <message>
        <source>{help} (default {value})</source>
        <translation>{help} (မူလ {value})</translation>
    </message>
    <message>
        <source>Vocabulary</source>
        <translation>ဝေါဟာရ</translation>
    </message>
    <message>
        <source>Alphabet and special tokens</source>
        <translation>အက္ခရာစဉ်နှင့် အထူး တိုကင်များ</translation>
    </message>
    <message>
        <source>Algorithm specifics</source>
        <translation>Algorithm ၏ အသေးစိတ်</translation>
    </message>
    <message>
        <source>default</source>
        <translation>မူလ</translation>
    </message>
    <message>
        <source>The vocabulary size ({size}) is below the alphabet size plus the special tokens ({floor}): the trainer could not make a single merge.</source>
        <translation>ဝေါဟာရ အရွယ်အစား ({size}) သည် အက္ခရာစဉ် အရွယ်အစားနှင့် အထူး တိုကင်များ ({floor}) ထက် နည်းသည် - လေ့ကျင့်သူသည် ပေါင်းစည်းမှု တစ်ခုမှ မလုပ်နိုင်ပါ။</translation>
    </message>
</context>
<context>
    <name>TrainingPanel</name>
    <message>
        <source>Choose a preset…</source>
        <translation>Preset တစ်ခု ရွေးပါ…</translation>
    </message>
    <message>
        <source>Fill in the settings of a well-known tokenizer</source>
        <translation>လူသိများသော တိုကင်နိုက်ဇာတစ်ခု၏ ဆက်တင်များကို ဖြည့်ရန်</translation>
    </message>
    <message>
        <source>&amp;Train</source>
        <translation>လေ့ကျင့်ရန် (&amp;T)</translation>
    </message>
    <message>
        <source>Train on the project&apos;s corpus with these settings (Ctrl+T)</source>
        <translation>ဤဆက်တင်များဖြင့် ပရောဂျက်၏ ကော်ပတ်စ်ပေါ်တွင် လေ့ကျင့်ရန် (Ctrl+T)</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>ခဏရပ်ရန် (&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>ရပ်ရန် (&amp;S)</translation>
    </message>
    <message>
        <source>Stop training; you can keep the partial model</source>
        <translation>လေ့ကျင့်ခြင်းကို ရပ်ရန်၊ တစ်စိတ်တစ်ပိုင်း မော်ဒယ်ကို ထားနိုင်သည်</translation>
    </message>
    <message>
        <source>merge</source>
        <translation>ပေါင်းစည်းမှု</translation>
    </message>
    <message>
        <source>pair count</source>
        <translation>အတွဲ အကြိမ်ရေ</translation>
    </message>
    <message>
        <source>time</source>
        <translation>အချိန်</translation>
    </message>
    <message>
        <source>vocabulary size</source>
        <translation>ဝေါဟာရ အရွယ်အစား</translation>
    </message>
    <message>
        <source>tokens per word</source>
        <translation>စကားလုံးတစ်လုံးလျှင် တိုကင်</translation>
    </message>
    <message>
        <source>Tokens per word on the last 5 % of the corpus&apos;s lines at every vocabulary size of this run, computed after training (Measure → Every size of this model… picks a size)</source>
        <translation>ဤလေ့ကျင့်မှု၏ ဝေါဟာရ အရွယ်အစားတိုင်းတွင် ကော်ပတ်စ်၏ နောက်ဆုံး ၅ % စာကြောင်းများပေါ်ရှိ စကားလုံးတစ်လုံးလျှင် တိုကင်၊ လေ့ကျင့်ပြီးနောက် တွက်ချက်သည် (တိုင်းတာရန် → ဤမော်ဒယ်၏ အရွယ်အစား အားလုံး… တွင် အရွယ်အစား ရွေးပါ)</translation>
    </message>
    <message>
        <source>loss increase of a removed piece</source>
        <translation>ဖယ်ရှားသော အပိုင်း၏ loss တိုးခြင်း</translation>
    </message>
    <message>
        <source>pieces</source>
        <translation>အပိုင်းများ</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>အဝိုင်း</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>အပိုင်း</translation>
    </message>
    <message>
        <source>Loss increase</source>
        <translation>Loss တိုးခြင်း</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>ဘယ်</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>ညာ</translation>
    </message>
    <message>
        <source>New token</source>
        <translation>တိုကင်အသစ်</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ရမှတ်</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>အကြိမ်ရေ</translation>
    </message>
    <message>
        <source>EM step</source>
        <translation>EM အဆင့်</translation>
    </message>
    <message>
        <source>loss per word</source>
        <translation>စကားလုံးတစ်လုံးလျှင် loss</translation>
    </message>
    <message>
        <source>score</source>
        <translation>ရမှတ်</translation>
    </message>
    <message>
        <source>pruning round</source>
        <translation>ဖြတ်တောက်သည့် အဝိုင်း</translation>
    </message>
    <message>
        <source>Counting words: %p%</source>
        <translation>စကားလုံး ရေတွက်နေသည် - %p%</translation>
    </message>
    <message>
        <source>Counting words…</source>
        <translation>စကားလုံး ရေတွက်နေသည်…</translation>
    </message>
    <message>
        <source>Training…</source>
        <translation>လေ့ကျင့်နေသည်…</translation>
    </message>
    <message>
        <source>Stopping…</source>
        <translation>ရပ်နေသည်…</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>ဆက်လုပ်ရန် (&amp;R)</translation>
    </message>
    <message>
        <source>Pausing…</source>
        <translation>ခဏရပ်နေသည်…</translation>
    </message>
    <message>
        <source>Paused.</source>
        <translation>ခဏရပ်ထားသည်။</translation>
    </message>
    <message>
        <source>%p%</source>
        <translation>%p%</translation>
    </message>
    <message>
        <source>about {seconds} s left</source>
        <translation>{seconds} စက္ကန့်ခန့် ကျန်သည်</translation>
    </message>
    <message>
        <source>{size} tokens; no training history (imported).</source>
        <translation>တိုကင် {size} ခု၊ လေ့ကျင့်မှု မှတ်တမ်း မရှိ (တင်သွင်းထားသည်)။</translation>
    </message>
    <message>
        <source>, {rate} merges per second</source>
        <translation>၊ တစ်စက္ကန့်လျှင် ပေါင်းစည်းမှု {rate} ခု</translation>
    </message>
    <message>
        <source>Trained in {seconds} s: {size} tokens{merges}.</source>
        <translation>{seconds} စက္ကန့်ဖြင့် လေ့ကျင့်ပြီး - တိုကင် {size} ခု{merges}။</translation>
    </message>
    <message>
        <source>Stopped at {size} of {target} tokens after {seconds} s{merges}.</source>
        <translation>တိုကင် {target} ခုအနက် {size} ခုတွင် {seconds} စက္ကန့်အကြာ ရပ်သည်{merges}။</translation>
    </message>
    <message>
        <source>Stopped at {size} tokens after {seconds} s{merges}.</source>
        <translation>တိုကင် {size} ခုတွင် {seconds} စက္ကန့်အကြာ ရပ်သည်{merges}။</translation>
    </message>
    <message>
        <source>{ours} tokens per word on its corpus; {reference} with the vocabulary of BPE merges that the tokenizers library&apos;s WordPiece trainer learns. The score count(pair) / (count(first) × count(second)) favours pairs of rare pieces, so frequent words can stay split.</source>
        <translation>၎င်း၏ ကော်ပတ်စ်ပေါ်တွင် စကားလုံးတစ်လုံးလျှင် တိုကင် {ours}၊ tokenizers library ၏ WordPiece လေ့ကျင့်သူ သင်ယူသော BPE ပေါင်းစည်းမှု ဝေါဟာရဖြင့် {reference}။ ရမှတ် count(pair) / (count(first) × count(second)) သည် ရှားသော အပိုင်းများ၏ အတွဲများကို ဦးစားပေးသဖြင့် မကြာခဏ တွေ့ရသော စကားလုံးများ ခွဲလျက် ကျန်နိုင်သည်။</translation>
    </message>
    <message>
        <source>Choose settings and press Train.</source>
        <translation>ဆက်တင်များ ရွေးပြီး လေ့ကျင့်ရန် ကို နှိပ်ပါ။</translation>
    </message>
    <message>
        <source>Stopped before training began.</source>
        <translation>လေ့ကျင့်ခြင်း မစမီ ရပ်လိုက်သည်။</translation>
    </message>
    <message>
        <source>Training stopped</source>
        <translation>လေ့ကျင့်ခြင်း ရပ်သွားသည်</translation>
    </message>
    <message>
        <source>Keep the partial model?</source>
        <translation>တစ်စိတ်တစ်ပိုင်း မော်ဒယ်ကို ထားမလား။</translation>
    </message>
    <message>
        <source>Stopped; the partial model was discarded.</source>
        <translation>ရပ်လိုက်သည်၊ တစ်စိတ်တစ်ပိုင်း မော်ဒယ်ကို ဖယ်လိုက်သည်။</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>မအောင်မြင်ပါ</translation>
    </message>
    <message>
        <source>Training failed: {reason}</source>
        <translation>လေ့ကျင့်ခြင်း မအောင်မြင်ပါ - {reason}</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>အကြောင်းရင်း မပေးပါ</translation>
    </message>
    <message>
        <source>Training failed</source>
        <translation>လေ့ကျင့်ခြင်း မအောင်မြင်ပါ</translation>
    </message>
</context>
<context>
    <name>Units</name>
    <message>
        <source>s</source>
        <comment>seconds, on a graph&apos;s axis</comment>
        <translation>စက္ကန့်</translation>
    </message>
    <message>
        <source>ms</source>
        <comment>milliseconds, on a graph&apos;s axis</comment>
        <translation>မီလီစက္ကန့်</translation>
    </message>
    <message>
        <source>µs</source>
        <comment>microseconds, on a graph&apos;s axis</comment>
        <translation>မိုက်ခရိုစက္ကန့်</translation>
    </message>
    <message>
        <source>ks</source>
        <comment>thousands of seconds, on a graph&apos;s axis</comment>
        <translation>ကီလိုစက္ကန့်</translation>
    </message>
</context>
<context>
    <name>VocabPanel</name>
    <message>
        <source>Search the vocabulary (Ctrl+F)</source>
        <translation>ဝေါဟာရထဲ ရှာရန် (Ctrl+F)</translation>
    </message>
    <message>
        <source>Show only tokens containing this text, as stored or as shown (· for a space); empty shows all</source>
        <translation>သိမ်းထားသည့်ပုံ သို့မဟုတ် ပြထားသည့်ပုံဖြင့် ဤစာသားပါသော တိုကင်များကိုသာ ပြရန် (· သည် space)၊ အလွတ်ဆိုလျှင် အားလုံး ပြသည်</translation>
    </message>
    <message>
        <source>Every token of the model; click a header to sort</source>
        <translation>မော်ဒယ်၏ တိုကင်အားလုံး၊ စီရန် ခေါင်းစီးကို နှိပ်ပါ</translation>
    </message>
    <message>
        <source>How the selected token was built</source>
        <translation>ရွေးထားသော တိုကင်ကို တည်ဆောက်ပုံ</translation>
    </message>
    <message>
        <source>The BPE merges that built the selected token, down to single characters or bytes</source>
        <translation>ရွေးထားသော တိုကင်ကို တည်ဆောက်ခဲ့သော BPE ပေါင်းစည်းမှုများ၊ စာလုံး သို့မဟုတ် ဘိုက် တစ်ခုချင်းအထိ</translation>
    </message>
    <message>
        <source>{token}  (special token)</source>
        <translation>{token}  (အထူး တိုကင်)</translation>
    </message>
    <message>
        <source>{token}  (alphabet)</source>
        <translation>{token}  (အက္ခရာစဉ်)</translation>
    </message>
    <message>
        <source>{token}  =  {left} + {right}  (merge {rank})</source>
        <translation>{token}  =  {left} + {right}  (ပေါင်းစည်းမှု {rank})</translation>
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
        <translation>တိုကင်</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>အရှည်</translation>
    </message>
    <message>
        <source>The token&apos;s id in the vocabulary</source>
        <translation>ဝေါဟာရထဲရှိ တိုကင်၏ id</translation>
    </message>
    <message>
        <source>The token&apos;s text; · marks a space, ⟨hex⟩ the bytes of a partial character</source>
        <translation>တိုကင်၏ စာသား၊ · သည် space၊ ⟨hex⟩ သည် မပြည့်စုံသော စာလုံး၏ ဘိုက်များ</translation>
    </message>
    <message>
        <source>BPE: rank of the merge that made the token (empty for the alphabet); Unigram: the token&apos;s log-probability</source>
        <translation>BPE - တိုကင်ကို ဖန်တီးသော ပေါင်းစည်းမှု၏ အဆင့် (အက္ခရာစဉ်အတွက် အလွတ်)၊ Unigram - တိုကင်၏ log ဖြစ်နိုင်ခြေ</translation>
    </message>
    <message>
        <source>Length of the token: bytes for byte-level models, characters otherwise (without a continuing-subword prefix such as ##)</source>
        <translation>တိုကင်၏ အရှည် - byte-level မော်ဒယ်များအတွက် ဘိုက်၊ အခြားအတွက် စာလုံး (## ကဲ့သို့ ဆက်လက်သည့် prefix မပါ)</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>ရမှတ်</translation>
    </message>
    <message>
        <source>Merge rank</source>
        <translation>ပေါင်းစည်းမှု အဆင့်</translation>
    </message>
    <message>
        <source>Stored as: {token}</source>
        <translation>သိမ်းထားပုံ - {token}</translation>
    </message>
</context>
<context>
    <name>WordTableModel</name>
    <message>
        <source>Word</source>
        <translation>စကားလုံး</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>အကြိမ်ရေ</translation>
    </message>
    <message>
        <source>Length</source>
        <translation>အရှည်</translation>
    </message>
</context>
<context>
    <name>choices</name>
    <message>
        <source>always</source>
        <translation>အမြဲ (always)</translation>
    </message>
    <message>
        <source>first</source>
        <translation>ပထမ စကားလုံးသာ (first)</translation>
    </message>
    <message>
        <source>never</source>
        <translation>ဘယ်တော့မှ (never)</translation>
    </message>
    <message>
        <source>keep</source>
        <translation>ထားရှိ (keep)</translation>
    </message>
    <message>
        <source>drop</source>
        <translation>ဖယ်ရှား (drop)</translation>
    </message>
    <message>
        <source>first-seen</source>
        <translation>ပထမ တွေ့သည့် အတွဲ (first-seen)</translation>
    </message>
    <message>
        <source>lowest-id</source>
        <translation>id အနိမ့်ဆုံး (lowest-id)</translation>
    </message>
    <message>
        <source>bytes</source>
        <translation>ဘိုက်များ (bytes)</translation>
    </message>
    <message>
        <source>seen</source>
        <translation>တွေ့ခဲ့သည့် စာလုံးများ (seen)</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>တိကျ (exact)</translation>
    </message>
    <message>
        <source>approximate</source>
        <translation>ခန့်မှန်း (approximate)</translation>
    </message>
</context>
<context>
    <name>core</name>
    <message>
        <source>a .model normalizes only with SentencePiece&apos;s own compiled rules: train with --normalizer spm-nmt-nfkc or spm-nfkc (its NFKC), or none, or export &apos;tokenizer-json&apos;</source>
        <translation>.model ဖိုင်သည် SentencePiece ၏ ကိုယ်ပိုင် compile လုပ်ထားသော စည်းမျဉ်းများဖြင့်သာ normalize လုပ်သည် - --normalizer spm-nmt-nfkc၊ spm-nfkc (၎င်း၏ NFKC) သို့မဟုတ် none ဖြင့် လေ့ကျင့်ပါ၊ သို့မဟုတ် &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>a piece holds &apos;▁&apos; after its start, which SentencePiece would let cross the word boundaries the metaspace pre-tokenizer makes</source>
        <translation>အပိုင်းတစ်ခုတွင် ၎င်း၏ အစ မဟုတ်သော နေရာ၌ &apos;▁&apos; ပါသည်၊ SentencePiece က ထိုအပိုင်းကို metaspace pre-tokenizer သတ်မှတ်သော စကားလုံး နယ်နိမိတ်များကို ဖြတ်ကျော်ခွင့် ပေးမည်</translation>
    </message>
    <message>
        <source>tiktoken splits by one regex, then maps bytes: byte-level BPE without a prefix space (or a Split regex then ByteLevel) only</source>
        <translation>tiktoken သည် regex တစ်ခုဖြင့် ခွဲပြီးနောက် ဘိုက်များကို map လုပ်သည် - ရှေ့တွင် space မထည့်သော byte-level BPE (သို့မဟုတ် Split regex ပြီးနောက် ByteLevel) သာ ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>the merges do not build tokens in the order of their ids, so tiktoken, which merges by rank, would split words differently</source>
        <translation>ပေါင်းစည်းမှုများသည် တိုကင်များကို ၎င်းတို့၏ id အစဉ်အတိုင်း မတည်ဆောက်ပါ၊ ထို့ကြောင့် အဆင့်အလိုက် ပေါင်းစည်းသော tiktoken သည် စကားလုံးများကို ကွဲပြားစွာ ခွဲမည်</translation>
    </message>
    <message>
        <source>this format cannot hold the model&apos;s {part} ({value1}): its readers would use {value2} and tokenize differently; export &apos;tokenizer-json&apos; instead</source>
        <translation>ဤဖော်မတ်သည် မော်ဒယ်၏ {part} ({value1}) ကို မသိမ်းနိုင်ပါ - ၎င်းကို ဖတ်သော ပရိုဂရမ်များက {value2} ကို သုံးပြီး ကွဲပြားစွာ တိုကင်ခွဲမည်၊ ၎င်းအစား &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>with ignore_merges a word in the vocabulary is one token whatever the merges, so fewer merges do not tell its split</source>
        <translation>ignore_merges ဖြင့် ဝေါဟာရထဲရှိ စကားလုံးသည် ပေါင်းစည်းမှုများ မည်သို့ပင်ဖြစ်စေ တိုကင်တစ်ခုတည်း ဖြစ်သည်၊ ထို့ကြောင့် ပေါင်းစည်းမှု နည်းခြင်းက ၎င်း၏ ခွဲပုံကို မပြနိုင်ပါ</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, which format {format_name} cannot (its tokens take the ids in turn); export &apos;tokenizer-json&apos; instead</source>
        <translation>ဝေါဟာရသည် id {value0} ခုကို ကျော်ထားသည်၊ ဖော်မတ် {format_name} က ထိုသို့ မလုပ်နိုင်ပါ (၎င်း၏ တိုကင်များသည် id များကို အစဉ်လိုက် ယူသည်)၊ ၎င်းအစား &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>{path}: NUL bytes in the first 8 KB: a binary file, or UTF-16 or UTF-32 without a byte order mark (save it as UTF-8)</source>
        <translation>{path} - ပထမ 8 KB တွင် NUL ဘိုက်များ ပါသည် - binary ဖိုင်၊ သို့မဟုတ် byte order mark မပါသော UTF-16 သို့မဟုတ် UTF-32 ဖြစ်သည် (၎င်းကို UTF-8 အဖြစ် သိမ်းပါ)</translation>
    </message>
    <message>
        <source>SentencePiece splits text only as the metaspace pre-tokenizer does, not as {kind}; export &apos;tokenizer-json&apos; instead</source>
        <translation>SentencePiece သည် စာသားကို metaspace pre-tokenizer ကဲ့သို့သာ ခွဲသည်၊ {kind} ကဲ့သို့ မဟုတ်ပါ၊ ၎င်းအစား &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>the vocabulary&apos;s order is not known to be the order training made it (a model trained by the workbench is)</source>
        <translation>ဝေါဟာရ၏ အစဉ်သည် လေ့ကျင့်ခြင်းက ဖန်တီးခဲ့သော အစဉ် ဟုတ်မဟုတ် မသိရပါ (Tokenizer Workbench ဖြင့် လေ့ကျင့်ထားသော မော်ဒယ်မှာ ဟုတ်သည်)</translation>
    </message>
    <message>
        <source>token {token} starts or ends with white space, which vocab.txt readers strip; export &apos;tokenizer-json&apos; instead</source>
        <translation>တိုကင် {token} သည် space ဖြင့် စသည် သို့မဟုတ် ဆုံးသည်၊ vocab.txt ကို ဖတ်သော ပရိုဂရမ်များက ၎င်းကို ဖယ်ပစ်သည်၊ ၎င်းအစား &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>SentencePiece has control symbols only, not added tokens that are normalized, stripped or not special</source>
        <translation>SentencePiece တွင် control symbol များသာ ရှိသည်၊ normalize လုပ်သော၊ strip လုပ်သော သို့မဟုတ် အထူး မဟုတ်သော ထည့်ထားသည့် တိုကင်များ မရှိပါ</translation>
    </message>
    <message>
        <source>bundle version {version} is newer than this program reads (up to {VERSION}); open it with a newer Tokenizer Workbench</source>
        <translation>ပရောဂျက်ဖိုင် ဗားရှင်း {version} သည် ဤပရိုဂရမ် ဖတ်နိုင်သည်ထက် ပိုသစ်သည် ({VERSION} အထိသာ ဖတ်နိုင်သည်)၊ ပိုသစ်သော Tokenizer Workbench ဖြင့် ဖွင့်ပါ</translation>
    </message>
    <message>
        <source>every word is over {max_word_bytes} bytes, the longest a Unigram word may be (max word bytes): nothing to train on</source>
        <translation>စကားလုံးတိုင်းသည် Unigram စကားလုံးတစ်လုံး ရှည်နိုင်သမျှ ဖြစ်သော {max_word_bytes} ဘိုက်ထက် ကျော်သည် (စကားလုံး အရှည် အများဆုံး) - လေ့ကျင့်စရာ မရှိပါ</translation>
    </message>
    <message>
        <source>SentencePiece makes a run of unknown characters one piece; train BPE with --fuse-unk to export it</source>
        <translation>SentencePiece သည် ဆက်တိုက်ရှိသော မသိသော စာလုံးများကို အပိုင်းတစ်ခုတည်း ဖြစ်စေသည်၊ ထုတ်ယူနိုင်ရန် BPE ကို --fuse-unk ဖြင့် လေ့ကျင့်ပါ</translation>
    </message>
    <message>
        <source>the corpus has no more pieces to offer (its characters and their sequences of up to {max_piece_length} characters)</source>
        <translation>ကော်ပတ်စ်တွင် ပေးစရာ အပိုင်း မကျန်တော့ပါ (၎င်း၏ စာလုံးများနှင့် စာလုံး {max_piece_length} လုံးအထိ ရှည်သော ၎င်းတို့၏ အစဉ်များ)</translation>
    </message>
    <message>
        <source>cannot encode {word}: it is not in the WordLevel vocabulary and the unknown token {unk_token} is not either</source>
        <translation>{word} ကို encode မလုပ်နိုင်ပါ - ၎င်းသည် WordLevel ဝေါဟာရထဲတွင် မရှိ၊ မသိသော တိုကင် {unk_token} လည်း မရှိပါ</translation>
    </message>
    <message>
        <source>the post-processor adds the id {value0}, which is not in the vocabulary: nothing to keep for it</source>
        <translation>post-processor သည် ဝေါဟာရထဲတွင် မရှိသော id {value0} ကို ထည့်သည် - ၎င်းအတွက် ထားရမည့် တိုကင် မရှိပါ</translation>
    </message>
    <message>
        <source>SentencePiece BPE has no continuing-subword prefix, end-of-word suffix or ignore_merges</source>
        <translation>SentencePiece BPE တွင် ဆက်လက်သည့် subword prefix၊ စကားလုံးဆုံး suffix သို့မဟုတ် ignore_merges မရှိပါ</translation>
    </message>
    <message>
        <source>{vocab_path}: not byte-level BPE (its pre-tokenizer is unknown); open its tokenizer.json instead</source>
        <translation>{vocab_path} - byte-level BPE မဟုတ်ပါ (၎င်း၏ pre-tokenizer ကို မသိပါ)၊ ၎င်းအစား ၎င်း၏ tokenizer.json ကို ဖွင့်ပါ</translation>
    </message>
    <message>
        <source>{what} {token} contains {char}, which this format&apos;s lines cannot hold; export &apos;tokenizer-json&apos; instead</source>
        <translation>{what} {token} တွင် ဤဖော်မတ်၏ စာကြောင်းများ မသိမ်းနိုင်သော {char} ပါသည်၊ ၎င်းအစား &apos;tokenizer-json&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>{section} has no &apos;type&apos; and its fields fit none of the types tokenizers reads without one: {value1}</source>
        <translation>{section} တွင် &apos;type&apos; မရှိပါ၊ ၎င်း၏ field များသည် &apos;type&apos; မပါဘဲ tokenizers ဖတ်သော type တစ်ခုနှင့်မျှ မကိုက်ညီပါ - {value1}</translation>
    </message>
    <message>
        <source>the special token {value0} would get another id, which the post-processor&apos;s template names</source>
        <translation>အထူး တိုကင် {value0} သည် အခြား id တစ်ခု ရမည်၊ post-processor ၏ template တွင်မူ ယခု id ကို ဖော်ပြထားသည်</translation>
    </message>
    <message>
        <source>{path}: too large to embed in a bundle (limit {value1} MB of text); keep it as a file reference</source>
        <translation>{path} - ပရောဂျက်ဖိုင်ထဲ ထည့်သွင်းရန် ကြီးလွန်းသည် (စာသား {value1} MB ကန့်သတ်)၊ ၎င်းကို ဖိုင် ရည်ညွှန်းချက်အဖြစ် ထားပါ</translation>
    </message>
    <message>
        <source>{path}: the bundle would be over the {value1} MB limit; embed fewer corpora or keep fewer runs</source>
        <translation>{path} - ပရောဂျက်ဖိုင်သည် {value1} MB ကန့်သတ်ချက်ကို ကျော်မည်၊ ကော်ပတ်စ် ပိုနည်းနည်းသာ ထည့်သွင်းပါ သို့မဟုတ် လေ့ကျင့်မှု ပိုနည်းနည်းသာ ထားပါ</translation>
    </message>
    <message>
        <source>{path}: a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>{path} - {max_line} ဘိုက်ထက် ရှည်သော စာကြောင်း ပါသည် (ဖတ်နိုင်သော အရှည်ဆုံး စာကြောင်း)၊ စာသားကို စာကြောင်းများအဖြစ် ခွဲပါ</translation>
    </message>
    <message>
        <source>cannot encode {word}: {value1} at {start} needs the unknown token and the model has none (unk_id)</source>
        <translation>{word} ကို encode မလုပ်နိုင်ပါ - နေရာ {start} ရှိ {value1} အတွက် မသိသော တိုကင် လိုသည်၊ မော်ဒယ်တွင် မရှိပါ (unk_id)</translation>
    </message>
    <message>
        <source>added tokens outside the model&apos;s vocabulary must have the ids that follow it</source>
        <translation>မော်ဒယ်၏ ဝေါဟာရ ပြင်ပရှိ ထည့်ထားသော တိုကင်များသည် ဝေါဟာရ၏ နောက်မှ ဆက်လာသော id များကို ယူရမည်</translation>
    </message>
    <message>
        <source>a line longer than {max_line} bytes (the longest line read); split the text into lines</source>
        <translation>{max_line} ဘိုက်ထက် ရှည်သော စာကြောင်း ပါသည် (ဖတ်နိုင်သော အရှည်ဆုံး စာကြောင်း)၊ စာသားကို စာကြောင်းများအဖြစ် ခွဲပါ</translation>
    </message>
    <message>
        <source>{vocab_size} tokens is fewer than the model starts from (special tokens and alphabet: {smallest})</source>
        <translation>တိုကင် {vocab_size} ခုသည် မော်ဒယ် စတင်သည့် အရေအတွက်ထက် နည်းသည် (အထူး တိုကင်များနှင့် အက္ခရာစဉ် - {smallest})</translation>
    </message>
    <message>
        <source>no pair of tokens is left: every word is one token (too few distinct words)</source>
        <translation>တိုကင် အတွဲ မကျန်တော့ပါ - စကားလုံးတိုင်းသည် တိုကင်တစ်ခုတည်း ဖြစ်သည် (မတူညီသော စကားလုံး နည်းလွန်းသည်)</translation>
    </message>
    <message>
        <source>{path}: a tokenizer file holds one model; --model NAME is for project bundles</source>
        <translation>{path} - တိုကင်နိုက်ဇာ ဖိုင်တွင် မော်ဒယ် တစ်ခုသာ ပါသည်၊ --model NAME သည် ပရောဂျက်ဖိုင်များအတွက် ဖြစ်သည်</translation>
    </message>
    <message>
        <source>extending a SentencePiece BPE model (merged by score) is not supported</source>
        <translation>SentencePiece BPE မော်ဒယ် (ရမှတ်အလိုက် ပေါင်းစည်းထားသည်) ကို တိုးချဲ့ခြင်းကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>the vocabulary skips {value0} ids, so it cannot be {change} (pruning closes the gaps)</source>
        <translation>ဝေါဟာရသည် id {value0} ခုကို ကျော်ထားသဖြင့် ၎င်းကို ပြောင်းလဲ၍ ({change}) မရပါ (ဖြတ်တောက်ခြင်းက ကွက်လပ်များကို ပိတ်သည်)</translation>
    </message>
    <message>
        <source>Metaspace add_prefix_space false does not match its prepend_scheme {scheme}</source>
        <translation>Metaspace ၏ add_prefix_space false သည် ၎င်း၏ prepend_scheme {scheme} နှင့် မကိုက်ညီပါ</translation>
    </message>
    <message>
        <source>not every byte is a token, so tiktoken could not encode every text</source>
        <translation>ဘိုက်တိုင်းသည် တိုကင် မဟုတ်သဖြင့် tiktoken သည် စာသားတိုင်းကို encode မလုပ်နိုင်ပါ</translation>
    </message>
    <message>
        <source>truncation {strategy}: that sequence is too short to remove {value1} tokens from it</source>
        <translation>truncation {strategy} - ထို sequence သည် ၎င်းမှ တိုကင် {value1} ခု ဖယ်ရန် တိုလွန်းသည်</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar (pat_str a string, special_tokens ids)</source>
        <translation>{path} - tiktoken ၏ တွဲဖက်ဖိုင် မဟုတ်ပါ (pat_str သည် string၊ special_tokens သည် id များ ဖြစ်ရမည်)</translation>
    </message>
    <message>
        <source>{size} tokens, not the {vocab_size} asked for: {alphabet} and the special tokens alone are {size}</source>
        <translation>တိုကင် {size} ခု ဖြစ်သည်၊ တောင်းထားသော {vocab_size} ခု မဟုတ်ပါ - {alphabet} နှင့် အထူး တိုကင်များကပင် {size} ခု ရှိသည်</translation>
    </message>
    <message>
        <source>a Unigram model keeps no record of the sizes it passed through</source>
        <translation>Unigram မော်ဒယ်သည် ၎င်း ဖြတ်သန်းခဲ့သော အရွယ်အစားများကို မှတ်တမ်း မထားပါ</translation>
    </message>
    <message>
        <source>a model with ignore_merges cannot be cut down to fewer merges</source>
        <translation>ignore_merges ပါသော မော်ဒယ်ကို ပေါင်းစည်းမှု ပိုနည်းအောင် ဖြတ်၍ မရပါ</translation>
    </message>
    <message>
        <source>fuse unk is a BPE setting (Unigram always fuses unknown runs)</source>
        <translation>မသိသည်များ ပေါင်းခြင်း (fuse unk) သည် BPE ဆက်တင် ဖြစ်သည် (Unigram သည် ဆက်တိုက် မသိသော စာလုံးများကို အမြဲ ပေါင်းသည်)</translation>
    </message>
    <message>
        <source>SentencePiece needs an unknown token; train with --unk-token</source>
        <translation>SentencePiece တွင် မသိသော တိုကင် လိုအပ်သည်၊ --unk-token ဖြင့် လေ့ကျင့်ပါ</translation>
    </message>
    <message>
        <source>SentencePiece has no WordPiece model; export &apos;bert&apos; instead</source>
        <translation>SentencePiece တွင် WordPiece မော်ဒယ် မရှိပါ၊ ၎င်းအစား &apos;bert&apos; ကို ထုတ်ယူပါ</translation>
    </message>
    <message>
        <source>cannot encode {word}: the unknown token {unk_token} is not in the vocabulary</source>
        <translation>{word} ကို encode မလုပ်နိုင်ပါ - မသိသော တိုကင် {unk_token} သည် ဝေါဟာရထဲတွင် မရှိပါ</translation>
    </message>
    <message>
        <source>initial alphabet &apos;bytes&apos; needs the byte-level pre-tokenizer</source>
        <translation>ကနဦး အက္ခရာစဉ် &apos;bytes&apos; တွင် byte-level pre-tokenizer လိုအပ်သည်</translation>
    </message>
    <message>
        <source>{path}: a word-count table cannot be evaluated on; give its text</source>
        <translation>{path} - စကားလုံး အရေအတွက် ဇယားဖြင့် အကဲဖြတ်၍ မရပါ၊ ၎င်း၏ စာသားကို ပေးပါ</translation>
    </message>
    <message>
        <source>SentencePiece treat_whitespace_as_suffix is not supported</source>
        <translation>SentencePiece ၏ treat_whitespace_as_suffix ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>SentencePiece byte fallback needs all 256 &lt;0xXX&gt; pieces</source>
        <translation>SentencePiece byte fallback တွင် &lt;0xXX&gt; အပိုင်း ၂၅၆ ခုလုံး လိုအပ်သည်</translation>
    </message>
    <message>
        <source>byte {value0} has no rank, so text holding it cannot be encoded</source>
        <translation>ဘိုက် {value0} တွင် အဆင့် မရှိသဖြင့် ၎င်းပါသော စာသားကို encode မလုပ်နိုင်ပါ</translation>
    </message>
    <message>
        <source>tiktoken applies no normalizer, and this model has one</source>
        <translation>tiktoken သည် normalizer မသုံးပါ၊ ဤမော်ဒယ်တွင်မူ normalizer ရှိသည်</translation>
    </message>
    <message>
        <source>truncation OnlySecond needs a second sequence (--pair)</source>
        <translation>truncation OnlySecond တွင် ဒုတိယ sequence လိုအပ်သည် (--pair)</translation>
    </message>
    <message>
        <source>the domain corpus has no words to learn tokens from</source>
        <translation>နယ်ပယ်ဆိုင်ရာ ကော်ပတ်စ်တွင် တိုကင် သင်ယူစရာ စကားလုံး မရှိပါ</translation>
    </message>
    <message>
        <source>rank {value0} is past the largest id the workbench holds ({value1})</source>
        <translation>အဆင့် {value0} သည် Tokenizer Workbench ကိုင်နိုင်သော အကြီးဆုံး id ({value1}) ကို ကျော်သည်</translation>
    </message>
    <message>
        <source>bundle version {version} is not a version this program knows</source>
        <translation>ပရောဂျက်ဖိုင် ဗားရှင်း {version} သည် ဤပရိုဂရမ် သိသော ဗားရှင်း မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>CharDelimiterSplit delimiter {delimiter} is not one character</source>
        <translation>CharDelimiterSplit delimiter {delimiter} သည် စာလုံးတစ်လုံးတည်း မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>no pruning round left {vocab_size} pieces; the sizes kept are {sizes}</source>
        <translation>မည်သည့် ဖြတ်တောက်သည့် အဝိုင်းကမျှ အပိုင်း {vocab_size} ခု မချန်ခဲ့ပါ၊ ထားရှိသော အရွယ်အစားများမှာ {sizes}</translation>
    </message>
    <message>
        <source>decoding id {value0} changed the text before it: {prefix} became {text}</source>
        <translation>id {value0} ကို decode လုပ်ခြင်းက ၎င်း၏ ရှေ့ စာသားကို ပြောင်းလိုက်သည် - {prefix} သည် {text} ဖြစ်သွားသည်</translation>
    </message>
    <message>
        <source>the reference {reference} is not one of the evaluation files</source>
        <translation>အခြေခံ {reference} သည် အကဲဖြတ်ရန် ဖိုင်များထဲမှ တစ်ခု မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{path}: no tokenizer file in this folder (looked for {value1})</source>
        <translation>{path} - ဤဖိုဒါတွင် တိုကင်နိုက်ဇာ ဖိုင် မရှိပါ ({value1} ကို ရှာခဲ့သည်)</translation>
    </message>
    <message>
        <source>the held-out share must be between 0 and 1, got {share}</source>
        <translation>ချန်ထားသော အချိုးသည် ၀ နှင့် ၁ ကြား ဖြစ်ရမည်၊ {share} ရသည်</translation>
    </message>
    <message>
        <source>merge {left} {right} uses a token missing from the vocabulary</source>
        <translation>ပေါင်းစည်းမှု {left} {right} သည် ဝေါဟာရထဲတွင် မရှိသော တိုကင်ကို သုံးသည်</translation>
    </message>
    <message>
        <source>{path}: cannot save ({value1}); the previous file is unchanged</source>
        <translation>{path} - မသိမ်းနိုင်ပါ ({value1})၊ ယခင် ဖိုင်ကို မပြောင်းလဲပါ</translation>
    </message>
    <message>
        <source>model vocabulary gives one id to several tokens</source>
        <translation>မော်ဒယ် ဝေါဟာရသည် တိုကင် အများအပြားကို id တစ်ခုတည်း ပေးထားသည်</translation>
    </message>
    <message>
        <source>{problem} in the project; choose one with --model NAME: {names}</source>
        <translation>ပရောဂျက်တွင် {problem}၊ --model NAME ဖြင့် တစ်ခု ရွေးပါ - {names}</translation>
    </message>
    <message>
        <source>the number of tokens to add must be at least 1</source>
        <translation>ထည့်မည့် တိုကင် အရေအတွက်သည် အနည်းဆုံး ၁ ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>model vocabulary ids are not all whole numbers</source>
        <translation>မော်ဒယ် ဝေါဟာရ id အားလုံး ကိန်းပြည့် မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>vocabulary entry {piece} is not a [piece, score] pair</source>
        <translation>ဝေါဟာရ entry {piece} သည် [piece, score] အတွဲ မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>Unigram prunes pieces rather than merging them</source>
        <translation>Unigram သည် အပိုင်းများကို ပေါင်းစည်းခြင်း မဟုတ်ဘဲ ဖြတ်တောက်သည်</translation>
    </message>
    <message>
        <source>a training worker process stopped unexpectedly</source>
        <translation>လေ့ကျင့်ခြင်း worker process မမျှော်လင့်ဘဲ ရပ်သွားသည်</translation>
    </message>
    <message>
        <source>shrinking factor must be between 0 and 1, got {shrinking_factor}</source>
        <translation>ကျုံ့သည့် အချိုးသည် ၀ နှင့် ၁ ကြား ဖြစ်ရမည်၊ {shrinking_factor} ရသည်</translation>
    </message>
    <message>
        <source>makes a token shorter than {max_token_length} (max token length)</source>
        <translation>{max_token_length} ထက် တိုသော တိုကင်ကို ဖြစ်စေသော (တိုကင် အရှည် အများဆုံး)</translation>
    </message>
    <message>
        <source>not a project bundle (the file holds a JSON {value0})</source>
        <translation>ပရောဂျက်ဖိုင် မဟုတ်ပါ (ဖိုင်တွင် JSON {value0} ပါသည်)</translation>
    </message>
    <message>
        <source>no text field {text_field} (choose one with --text-field)</source>
        <translation>စာသား field {text_field} မရှိပါ (--text-field ဖြင့် တစ်ခု ရွေးပါ)</translation>
    </message>
    <message>
        <source>padding strategy {strategy} is not one tokenizers reads</source>
        <translation>padding strategy {strategy} သည် tokenizers ဖတ်နိုင်သော တစ်ခု မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>template token {key} is not in its special_tokens</source>
        <translation>template တိုကင် {key} သည် ၎င်း၏ special_tokens ထဲတွင် မရှိပါ</translation>
    </message>
    <message>
        <source>not a project bundle (format is {value0}, expected {FORMAT})</source>
        <translation>ပရောဂျက်ဖိုင် မဟုတ်ပါ (ဖော်မတ်သည် {value0} ဖြစ်သည်၊ {FORMAT} ကို မျှော်လင့်သည်)</translation>
    </message>
    <message>
        <source>the characters of the corpus (never removed)</source>
        <translation>ကော်ပတ်စ်၏ စာလုံးများ (ဘယ်တော့မှ မဖယ်ပါ)</translation>
    </message>
    <message>
        <source>rank {value0} is negative (tiktoken refuses it too)</source>
        <translation>အဆင့် {value0} သည် အနုတ်ကိန်း ဖြစ်သည် (tiktoken ကလည်း လက်မခံပါ)</translation>
    </message>
    <message>
        <source>unk_id {unk_id} is not in the vocabulary of {value1} pieces</source>
        <translation>unk_id {unk_id} သည် အပိုင်း {value1} ခုပါ ဝေါဟာရထဲတွင် မရှိပါ</translation>
    </message>
    <message>
        <source>Metaspace replacement {replacement} is not one character</source>
        <translation>Metaspace replacement {replacement} သည် စာလုံးတစ်လုံးတည်း မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>SentencePiece model type {value0} is not supported</source>
        <translation>SentencePiece မော်ဒယ် အမျိုးအစား {value0} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>{vocab_path}: no [UNK] token, so not a BERT vocab.txt</source>
        <translation>{vocab_path} - [UNK] တိုကင် မရှိသဖြင့် BERT vocab.txt မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>not a tokenizer.json (no &apos;model&apos; section)</source>
        <translation>tokenizer.json မဟုတ်ပါ (&apos;model&apos; အပိုင်း မရှိပါ)</translation>
    </message>
    <message>
        <source>BPE dropout must be between 0 and 1, not {dropout}</source>
        <translation>BPE dropout သည် ၀ နှင့် ၁ ကြား ဖြစ်ရမည်၊ {dropout} မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>a WordLevel model cannot be extended here</source>
        <translation>WordLevel မော်ဒယ်ကို ဤနေရာတွင် တိုးချဲ့၍ မရပါ</translation>
    </message>
    <message>
        <source>FixedLength length must be positive, not {length}</source>
        <translation>FixedLength အရှည်သည် အပေါင်းကိန်း ဖြစ်ရမည်၊ {length} မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>left out {words} ({occurrences}) over {max_word_bytes} bytes (max word bytes)</source>
        <translation>{max_word_bytes} ဘိုက်ထက် ရှည်သော {words} ({occurrences}) ကို ချန်ထားသည် (စကားလုံး အရှည် အများဆုံး)</translation>
    </message>
    <message>
        <source>occurs {min_frequency} times or more (minimum frequency)</source>
        <translation>{min_frequency} ကြိမ်နှင့်အထက် တွေ့ရသော (အနည်းဆုံး အကြိမ်ရေ)</translation>
    </message>
    <message>
        <source>shrinking_factor must be between 0 and 1</source>
        <translation>shrinking_factor သည် ၀ နှင့် ၁ ကြား ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>pattern {pattern} is neither a String nor a Regex</source>
        <translation>pattern {pattern} သည် String လည်း မဟုတ်၊ Regex လည်း မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>unknown normalizer {value0}; choose from: none, {value1}</source>
        <translation>မသိသော normalizer {value0}၊ ဤအထဲမှ ရွေးပါ - none, {value1}</translation>
    </message>
    <message>
        <source>{where}: ids and scores do not match the pieces</source>
        <translation>{where} - id များနှင့် ရမှတ်များသည် အပိုင်းများနှင့် မကိုက်ညီပါ</translation>
    </message>
    <message>
        <source>{vocab_path}: not a token -&gt; id map with ids 0..n-1</source>
        <translation>{vocab_path} - id 0..n-1 ပါသော တိုကင် -&gt; id map မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>special token {given} has no id (known for {value1}: {known})</source>
        <translation>အထူး တိုကင် {given} တွင် id မရှိပါ ({value1} အတွက် သိထားသည်များ - {known})</translation>
    </message>
    <message>
        <source>special token {content} is not in the vocabulary</source>
        <translation>အထူး တိုကင် {content} သည် ဝေါဟာရထဲတွင် မရှိပါ</translation>
    </message>
    <message>
        <source>truncation {data} is not one tokenizers reads</source>
        <translation>truncation {data} သည် tokenizers ဖတ်နိုင်သော တစ်ခု မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{merges_path}:{number}: a merge is two tokens and one space</source>
        <translation>{merges_path}:{number} - ပေါင်းစည်းမှု တစ်ခုသည် တိုကင် နှစ်ခုနှင့် space တစ်ခု ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>precompiled charsmap has an empty trie</source>
        <translation>precompiled charsmap တွင် trie အလွတ် ရှိသည်</translation>
    </message>
    <message>
        <source>a tokenizer.json, not a project bundle</source>
        <translation>tokenizer.json ဖြစ်သည်၊ ပရောဂျက်ဖိုင် မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>the project already has a model named {name}</source>
        <translation>ပရောဂျက်တွင် {name} အမည်ရှိ မော်ဒယ် ရှိပြီးသား ဖြစ်သည်</translation>
    </message>
    <message>
        <source>not a SentencePiece model (no pieces)</source>
        <translation>SentencePiece မော်ဒယ် မဟုတ်ပါ (အပိုင်း မရှိပါ)</translation>
    </message>
    <message>
        <source>unknown pre-tokenizer {kind}; choose from: {value1}</source>
        <translation>မသိသော pre-tokenizer {kind}၊ ဤအထဲမှ ရွေးပါ - {value1}</translation>
    </message>
    <message>
        <source>special token id {value0} is a token&apos;s rank</source>
        <translation>အထူး တိုကင် id {value0} သည် တိုကင်တစ်ခု၏ အဆင့် ဖြစ်နေသည်</translation>
    </message>
    <message>
        <source>WordPiece has no end-of-word suffix</source>
        <translation>WordPiece တွင် စကားလုံးဆုံး suffix မရှိပါ</translation>
    </message>
    <message>
        <source>SentencePiece refuses this model: {refusal}</source>
        <translation>SentencePiece က ဤမော်ဒယ်ကို လက်မခံပါ - {refusal}</translation>
    </message>
    <message>
        <source>id {token_id} is not in the vocabulary (0..{value1})</source>
        <translation>id {token_id} သည် ဝေါဟာရထဲတွင် မရှိပါ (0..{value1})</translation>
    </message>
    <message>
        <source>the model has {largest} tokens, fewer than {vocab_size}</source>
        <translation>မော်ဒယ်တွင် တိုကင် {largest} ခု ရှိသည်၊ {vocab_size} ထက် နည်းသည်</translation>
    </message>
    <message>
        <source>{value0}: expected 64 lowercase hex digits</source>
        <translation>{value0} - စာလုံးအသေး hex ဂဏန်း ၆၄ လုံး ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>{exc} (the previous version is in {path}.bak)</source>
        <translation>{exc} (ယခင် ဗားရှင်းသည် {path}.bak တွင် ရှိသည်)</translation>
    </message>
    <message>
        <source>dropout applies to BPE models only</source>
        <translation>dropout သည် BPE မော်ဒယ်များအတွက်သာ ဖြစ်သည်</translation>
    </message>
    <message>
        <source>not valid JSON (nested too deeply)</source>
        <translation>မှန်ကန်သော JSON မဟုတ်ပါ (အဆင့်ဆင့် နက်လွန်းသည်)</translation>
    </message>
    <message>
        <source>{value0} exists; use --force to overwrite</source>
        <translation>{value0} ရှိပြီးသား ဖြစ်သည်၊ ထပ်ရေးရန် --force ကို သုံးပါ</translation>
    </message>
    <message>
        <source>{path}: file is {value1} MB, over the {value2} MB limit</source>
        <translation>{path} - ဖိုင်သည် {value1} MB ရှိပြီး {value2} MB ကန့်သတ်ချက်ကို ကျော်သည်</translation>
    </message>
    <message>
        <source>precompiled charsmap is truncated</source>
        <translation>precompiled charsmap သည် ပြတ်တောက်နေသည်</translation>
    </message>
    <message>
        <source>precompiled charsmap is malformed</source>
        <translation>precompiled charsmap ၏ ပုံစံ မှားနေသည်</translation>
    </message>
    <message>
        <source>the project has no trained models</source>
        <translation>ပရောဂျက်တွင် လေ့ကျင့်ထားသော မော်ဒယ် မရှိပါ</translation>
    </message>
    <message>
        <source>vocab size must be at most {MAX_TOKENS}, got {vocab_size}</source>
        <translation>ဝေါဟာရ အရွယ်အစားသည် အများဆုံး {MAX_TOKENS} ဖြစ်ရမည်၊ {vocab_size} ရသည်</translation>
    </message>
    <message>
        <source>post_processor {kind} is not supported</source>
        <translation>post_processor {kind} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>split behavior {behavior} is not supported</source>
        <translation>split behavior {behavior} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>WordPiece needs an unknown token</source>
        <translation>WordPiece တွင် မသိသော တိုကင် လိုအပ်သည်</translation>
    </message>
    <message>
        <source>{path}: is a folder, not a corpus file</source>
        <translation>{path} - ဖိုဒါ ဖြစ်သည်၊ ကော်ပတ်စ် ဖိုင် မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>a Unigram worker cannot answer {request}</source>
        <translation>Unigram worker သည် {request} ကို မဖြေနိုင်ပါ</translation>
    </message>
    <message>
        <source>pre_tokenizer {kind} is not supported</source>
        <translation>pre_tokenizer {kind} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>{where}: columns of different lengths {value1}</source>
        <translation>{where} - အရှည် မတူသော ကော်လံများ {value1}</translation>
    </message>
    <message>
        <source>expected &apos;word&lt;TAB&gt;count&apos;, got {value0}</source>
        <translation>&apos;စကားလုံး&lt;TAB&gt;အကြိမ်ရေ&apos; ဖြစ်ရမည်၊ {value0} ရသည်</translation>
    </message>
    <message>
        <source>unknown format {format_name}; choose from: {value1}</source>
        <translation>မသိသော ဖော်မတ် {format_name}၊ ဤအထဲမှ ရွေးပါ - {value1}</translation>
    </message>
    <message>
        <source>prepend_scheme must be one of {value0}</source>
        <translation>prepend_scheme သည် {value0} ထဲမှ တစ်ခု ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>tokenize.models: no run named {value0}</source>
        <translation>tokenize.models - {value0} အမည်ရှိ လေ့ကျင့်မှု မရှိပါ</translation>
    </message>
    <message>
        <source>{path}: nesting deeper than {max_depth} levels</source>
        <translation>{path} - အဆင့် {max_depth} ဆင့်ထက် နက်သော nesting ပါသည်</translation>
    </message>
    <message>
        <source>two tokens have the same rank</source>
        <translation>တိုကင် နှစ်ခုတွင် အဆင့် တူနေသည်</translation>
    </message>
    <message>
        <source>vocab_size must be at least 1</source>
        <translation>vocab_size သည် အနည်းဆုံး ၁ ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>not a SentencePiece model ({exc})</source>
        <translation>SentencePiece မော်ဒယ် မဟုတ်ပါ ({exc})</translation>
    </message>
    <message>
        <source>normalizer {kind} is not supported</source>
        <translation>normalizer {kind} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>{section}&apos;s &apos;type&apos; is not a string: {value1}</source>
        <translation>{section} ၏ &apos;type&apos; သည် string မဟုတ်ပါ - {value1}</translation>
    </message>
    <message>
        <source>{section} &apos;Sequence&apos;: {parts} is not a list</source>
        <translation>{section} &apos;Sequence&apos; - {parts} သည် list မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>format {format_name} holds {value1} models, not {algorithm}</source>
        <translation>ဖော်မတ် {format_name} တွင် {value1} မော်ဒယ်များ ပါသည်၊ {algorithm} မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>cannot export as tiktoken: {exc}</source>
        <translation>tiktoken အဖြစ် မထုတ်ယူနိုင်ပါ - {exc}</translation>
    </message>
    <message>
        <source>only BPE has tiktoken ranks</source>
        <translation>BPE တွင်သာ tiktoken အဆင့်များ ရှိသည်</translation>
    </message>
    <message>
        <source>{path}: not a tiktoken sidecar ({exc})</source>
        <translation>{path} - tiktoken ၏ တွဲဖက်ဖိုင် မဟုတ်ပါ ({exc})</translation>
    </message>
    <message>
        <source>vocab_size must be at most {MAX_TOKENS}</source>
        <translation>vocab_size သည် အများဆုံး {MAX_TOKENS} ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>{size} of the {vocab_size} tokens asked for: {why}</source>
        <translation>တောင်းထားသော တိုကင် {vocab_size} ခုအနက် {size} ခု - {why}</translation>
    </message>
    <message>
        <source>{where}: {value1} sizes but {value2} token counts</source>
        <translation>{where} - အရွယ်အစား {value1} ခု ရှိသော်လည်း တိုကင် အရေအတွက် {value2} ခု ရှိသည်</translation>
    </message>
    <message>
        <source>tie_break must be one of {value0}</source>
        <translation>tie_break သည် {value0} ထဲမှ တစ်ခု ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>decoder {kind} is not supported</source>
        <translation>decoder {kind} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>{value0}: must be at least {minimum}, got {value}</source>
        <translation>{value0} - အနည်းဆုံး {minimum} ဖြစ်ရမည်၊ {value} ရသည်</translation>
    </message>
    <message>
        <source>algorithm must be one of {value0}</source>
        <translation>algorithm သည် {value0} ထဲမှ တစ်ခု ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>merge {merge} is not two tokens</source>
        <translation>ပေါင်းစည်းမှု {merge} သည် တိုကင် နှစ်ခု မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{name} must be at least {minimum}, got {value}</source>
        <translation>{name} သည် အနည်းဆုံး {minimum} ဖြစ်ရမည်၊ {value} ရသည်</translation>
    </message>
    <message>
        <source>{vocab_path}: a token appears twice</source>
        <translation>{vocab_path} - တိုကင်တစ်ခု နှစ်ကြိမ် ပါသည်</translation>
    </message>
    <message>
        <source>model {kind} is not supported</source>
        <translation>မော်ဒယ် {kind} ကို ပံ့ပိုးမထားပါ</translation>
    </message>
    <message>
        <source>model field {key} is missing</source>
        <translation>မော်ဒယ် field {key} မရှိပါ</translation>
    </message>
    <message>
        <source>pruning must be one of {value0}</source>
        <translation>pruning သည် {value0} ထဲမှ တစ်ခု ဖြစ်ရမည်</translation>
    </message>
    <message>
        <source>{value0}: {value1} numbers instead of 2</source>
        <translation>{value0} - ဂဏန်း ၂ ခုအစား {value1} ခု ပါသည်</translation>
    </message>
    <message>
        <source>runs: two models named {value0}</source>
        <translation>runs - {value0} အမည်ရှိ မော်ဒယ် နှစ်ခု ရှိသည်</translation>
    </message>
    <message>
        <source>model field {key} is {value1}, not {kind}</source>
        <translation>မော်ဒယ် field {key} သည် {value1} ဖြစ်သည်၊ {kind} မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{section} is not a JSON object</source>
        <translation>{section} သည် JSON object မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{name} is not a JSON number</source>
        <translation>{name} သည် JSON number မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{where} ({name}): unusable model: {exc}</source>
        <translation>{where} ({name}) - အသုံးမပြုနိုင်သော မော်ဒယ် - {exc}</translation>
    </message>
    <message>
        <source>{name} is not a JSON object</source>
        <translation>{name} သည် JSON object မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{path}: not a JSON file ({exc})</source>
        <translation>{path} - JSON ဖိုင် မဟုတ်ပါ ({exc})</translation>
    </message>
    <message>
        <source>{vocab_path}: not a JSON file ({exc})</source>
        <translation>{vocab_path} - JSON ဖိုင် မဟုတ်ပါ ({exc})</translation>
    </message>
    <message>
        <source>{path}:{number}: not &apos;base64 rank&apos;</source>
        <translation>{path}:{number} - &apos;base64 အဆင့်&apos; ပုံစံ မဟုတ်ပါ</translation>
    </message>
    <message>
        <source>{where}: {value1} items instead of {value2}</source>
        <translation>{where} - item {value2} ခုအစား {value1} ခု ပါသည်</translation>
    </message>
    <message>
        <source>the initial alphabet</source>
        <translation>ကနဦး အက္ခရာစဉ်</translation>
    </message>
    <message>
        <source>{path}: not UTF-8 text ({exc})</source>
        <translation>{path} - UTF-8 စာသား မဟုတ်ပါ ({exc})</translation>
    </message>
    <message>
        <source>{value0}: a key must match {keys}</source>
        <translation>{value0} - key သည် {keys} နှင့် ကိုက်ညီရမည်</translation>
    </message>
    <message>
        <source>{section} {kind} lacks its {value2} field</source>
        <translation>{section} {kind} တွင် ၎င်း၏ {value2} field မရှိပါ</translation>
    </message>
    <message>
        <source>{value0}: missing field &apos;{key}&apos;</source>
        <translation>{value0} - field &apos;{key}&apos; မရှိပါ</translation>
    </message>
    <message>
        <source>no words found in {names}</source>
        <translation>{names} တွင် စကားလုံး မတွေ့ပါ</translation>
    </message>
    <message>
        <source>no pair of tokens {value0}</source>
        <translation>{value0} တိုကင် အတွဲ မရှိပါ</translation>
    </message>
    <message>
        <source>{where}: expected {value1}, got {actual}</source>
        <translation>{where} - {value1} ဖြစ်ရမည်၊ {actual} ရသည်</translation>
    </message>
    <message>
        <source>{value0}: expected {value1}, got {value}</source>
        <translation>{value0} - {value1} ဖြစ်ရမည်၊ {value} ရသည်</translation>
    </message>
    <message>
        <source>not valid JSON ({msg})</source>
        <translation>မှန်ကန်သော JSON မဟုတ်ပါ ({msg})</translation>
    </message>
    <message>
        <source>{name} lacks its {value1} field</source>
        <translation>{name} တွင် ၎င်း၏ {value1} field မရှိပါ</translation>
    </message>
    <message>
        <source>{path}: cannot open ({value1})</source>
        <translation>{path} - မဖွင့်နိုင်ပါ ({value1})</translation>
    </message>
    <message>
        <source>{path}: cannot save ({exc})</source>
        <translation>{path} - မသိမ်းနိုင်ပါ ({exc})</translation>
    </message>
    <message>
        <source>{path}: cannot read ({exc})</source>
        <translation>{path} - မဖတ်နိုင်ပါ ({exc})</translation>
    </message>
    <message>
        <source>1 occurrence</source>
        <translation>၁ ကြိမ်</translation>
    </message>
    <message>
        <source>{times} occurrences</source>
        <translation>{times} ကြိမ်</translation>
    </message>
    <message>
        <source>Extra data</source>
        <translation>ပိုလျှံနေသော ဒေတာ</translation>
    </message>
    <message>
        <source>unigram</source>
        <translation>unigram</translation>
    </message>
    <message>
        <source>1 word</source>
        <translation>စကားလုံး ၁ လုံး</translation>
    </message>
    <message>
        <source>{value0} words</source>
        <translation>စကားလုံး {value0} လုံး</translation>
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
        <translation>tokenizer.tiktoken + tokenizer.tiktoken.json ၎င်း၏ pattern နှင့် အထူး တိုကင်များ ပါဝင် (byte-level BPE; tiktoken)</translation>
    </message>
</context>
<context>
    <name>presets</name>
    <message>
        <source>GPT-2-like byte-level BPE</source>
        <translation>GPT-2 ကဲ့သို့ byte-level BPE</translation>
    </message>
    <message>
        <source>BERT-like WordPiece</source>
        <translation>BERT ကဲ့သို့ WordPiece</translation>
    </message>
    <message>
        <source>T5-like Unigram</source>
        <translation>T5 ကဲ့သို့ Unigram</translation>
    </message>
    <message>
        <source>Course example: BPE</source>
        <translation>သင်တန်း ဥပမာ - BPE</translation>
    </message>
    <message>
        <source>Course example: WordPiece</source>
        <translation>သင်တန်း ဥပမာ - WordPiece</translation>
    </message>
    <message>
        <source>Course example: Unigram</source>
        <translation>သင်တန်း ဥပမာ - Unigram</translation>
    </message>
</context>
</TS>
