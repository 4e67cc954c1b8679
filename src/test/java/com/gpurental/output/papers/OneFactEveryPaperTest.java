package com.gpurental.output.papers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.acceptance.TrialKit;
import com.gpurental.advice.Advice;
import com.gpurental.advice.Candidate;
import com.gpurental.advice.MemoryPart;
import com.gpurental.advice.SupportingHardware;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.output.RenderInput;
import com.gpurental.output.text.AdviceText;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.PlanBuilder;
import com.gpurental.sizing.MemoryBreakdown;
import com.gpurental.text.Messages;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33 "one source per fact": every paper of a plan — the report, the approval summary, the request for quotation
 * (PDF and quote form), the comparison workbook, the text answer and its summary, the checklist and the acceptance kit's
 * instruction — states the servers' RAM, disk and network minimums and the recommendation's layout with one value
 * each, the value the engine derived ({@code Advice#supportingHardware()}, {@code Candidate#deployment()}). The quote
 * form asked for "内存 ≥1 TB" and "每台服务器至少 32 GB 内存" in one cell, the checklist for "≥100 Gbps" where the
 * request asked 200 Gb/s a card.
 */
class OneFactEveryPaperTest {

    /**
     * The ready DeepSeek card (its typical setup reads "≥1 TB RAM", "200–400 Gb/s"): R1 in FP8 (672.9 GB of weights),
     * 10 users × 32k on 16 × H20, one copy over 2 servers joined by RDMA.
     */
    static final String R1 = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"DeepSeek-R1 私有部署\","
            + "\"scenario\":\"inference\",\"preset\":\"deepseek-private\",\"model\":{\"id\":\"deepseek-r1\"},"
            + "\"inference\":{\"contextTokens\":32768,\"concurrentUsers\":10},\"rental\":{\"durationDays\":30}}";
    /**
     * "私有化部署 DeepSeek 满血版，给 200 名员工用" (issue 31): R1 in FP8 for 200 people, 30 % of them in the busiest hour,
     * 6 requests each, a year: 16 × H100 over 2 servers since R1's answer defaults to its thinking (8 × H20 before).
     */
    static final String R1_PEOPLE = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"DeepSeek-R1 200 人\","
            + "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"id\":\"deepseek-r1\"},"
            + "\"inference\":{\"users\":{\"people\":200,\"busyShare\":30,\"requestsPerHour\":6}},"
            + "\"rental\":{\"durationDays\":365,\"hoursPerDay\":24}}";
    /**
     * {@link #R1_PEOPLE} with a chat answer of 215 tokens given (LMSYS-Chat-1M's mean): 2 requests in flight on 8 × H20,
     * tensor parallel 8, the layout whose cards each keep the latent cache (the KV figure's test).
     */
    static final String R1_PEOPLE_215 = PlanBuilder.fromJson(R1_PEOPLE).answerTokens(215).json();
    /** 70B at FP16 for 100 users × 8k: 8 × A800 in one server. */
    static final String SEVENTY_B_EIGHT = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"70B 八卡\","
            + "\"scenario\":\"inference\",\"preset\":\"llm-inference\",\"model\":{\"parameters\":\"70B\"},\"precision\":\"fp16\","
            + "\"inference\":{\"contextTokens\":8192,\"concurrentUsers\":100,\"tokensPerSecondPerUser\":15},"
            + "\"rental\":{\"durationDays\":30,\"hoursPerDay\":24}}";
    /** 7B at FP16 for one user: one card. */
    static final String SEVEN_B = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"7B 问答\",\"scenario\":\"inference\","
            + "\"preset\":\"llm-inference\",\"model\":{\"parameters\":\"7B\"},\"precision\":\"fp16\","
            + "\"inference\":{\"contextTokens\":4096,\"concurrentUsers\":1,\"tokensPerSecondPerUser\":20},"
            + "\"rental\":{\"durationDays\":30,\"hoursPerDay\":24}}";

    /** The tester's LoRA plan (issue 33 m2: its RAM line read "enough RAM to feed the cards"): Qwen2.5-7B, 10 days. */
    static final String LORA = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"7B LoRA 微调\",\"scenario\":\"training\","
            + "\"preset\":\"small-training\",\"model\":{\"id\":\"qwen2.5-7b\"},\"precision\":\"bf16\","
            + "\"training\":{\"method\":\"lora\",\"tokens\":\"0.5B\",\"targetDays\":10},\"budget\":{\"totalCny\":20000}}";
    /** Full fine-tuning of a 70B model in 10 days: a training over several servers (RDMA), 420 GB → 512 GB of RAM each. */
    static final String FULL_70B = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"title\":\"70B 全参微调\","
            + "\"scenario\":\"training\",\"preset\":\"large-training\",\"model\":{\"parameters\":\"70B\"},"
            + "\"precision\":\"bf16\",\"training\":{\"method\":\"full\",\"tokens\":\"1B\",\"targetDays\":10}}";

    /** RAM in a server: "至少 32 GB 内存", "内存 ≥1 TB", "32 GB of RAM", "RAM (≥32 GB", "≥1 TB RAM". */
    static final List<Pattern> RAM = List.of(
            Pattern.compile("(\\d[\\d,.]*)\\s*([GT]B)\\s*(?:的)?\\s*(?:内存|of RAM|RAM)"),
            Pattern.compile("(?:内存|RAM)\\s*[(（]?\\s*(?:≥|>=|至少|at least)?\\s*(\\d[\\d,.]*)\\s*([GT]B)"));
    /** A network in bits: "200 Gb/s", "≥100 Gbps", "100Gb/s" (bytes, "900 GB/s", are the cards' own links). */
    static final Pattern NETWORK = Pattern.compile("(\\d[\\d,]*)\\s*(?:Gb/s|Gbps)");
    /** The servers one copy of the model spans: "一份模型跨 2 台服务器", "跨 2 台服务器", "spans 2 servers", "over 2 servers". */
    static final Pattern COPY_SERVERS = Pattern.compile("(?:跨|spans |copy over |over )(\\d+)\\s*(?:台服务器|servers)");

    /**
     * The KV cache the cards keep, where a paper lists it: "KV 缓存：1 GB", the report's row "KV 缓存 1 0.1 0.1%", the
     * workbook's cell (after {@link #flat}); "KV cache: 1 GB", "KV cache 1 0.1".
     */
    static final Pattern KV_TOTAL = Pattern.compile("KV\\s*(?:缓存[）)]?[：:]?|cache\\)?:?)\\s*(\\d[\\d,.]*)");
    /** The one sentence on the copies: "这 8 张卡共存 8 份，计 1 GB", "the 8 cards keep 8 copies, 1 GB". */
    static final Pattern KV_COPIES = Pattern.compile("(?:共存\\s*(\\d+)\\s*份，计\\s*|keep (\\d+) copies, )(\\d[\\d,.]*)\\s*GB");

    @TempDir
    Path dir;

    static Stream<Arguments> plans() {
        return Stream.of("zh", "en").flatMap(lang -> Stream.of(Arguments.of("r1", R1, lang),
                Arguments.of("r1-people", R1_PEOPLE, lang), Arguments.of("70b-8", SEVENTY_B_EIGHT, lang),
                Arguments.of("7b", SEVEN_B, lang), Arguments.of("lora", LORA, lang), Arguments.of("full-70b", FULL_70B, lang)));
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("plans")
    void everyPaperStatesEachFactWithTheEnginesOneValue(String name, String json, String lang) throws Exception {
        Advice a = advise(name, json);
        Messages m = Messages.forLocale(lang.equals("zh") ? Messages.ZH : Messages.EN);
        Map<String, String> papers = papers(a, m);
        SupportingHardware hw = a.supportingHardware();
        Candidate lead = a.leading().orElseThrow();
        for (Map.Entry<String, String> paper : papers.entrySet()) {
            String text = flat(paper.getValue());
            String where = name + " " + lang + " " + paper.getKey();
            assertEquals(Set.of(), others(values(RAM, text), hw.ramGb() + " GB"), where + ": RAM");
            // the lead's network, and each alternative the request names with its own layout's (the engine's value)
            Set<String> networks = new LinkedHashSet<>(values(List.of(NETWORK), text));
            networks.remove(hw.networkGbit() == null ? "-" : String.valueOf(hw.networkGbit()));
            a.referenceCandidates().forEach(c -> networks.remove(String.valueOf(a.supportingHardware(c).networkGbit())));
            assertEquals(Set.of(), networks, where + ": network");
            // r1-people's text answer also lists its 16 × H20 alternative, a copy "跨 2 台服务器": another candidate
            if (!(name.equals("r1-people") && paper.getKey().equals("text"))) {
                assertEquals(Set.of(), others(values(List.of(COPY_SERVERS), text),
                        String.valueOf(lead.deployment().serversPerReplica())), where + ": servers of a copy");
            }
        }
        // and each minimum is stated where the vendor is asked for it and where the buyer ticks it off
        String minimums = flat(m.format(hw.sentence()));
        for (String paper : List.of("rfq pdf", "quote form xlsx", "report pdf", "checklist")) {
            assertTrue(flat(papers.get(paper)).toLowerCase().contains(minimums.toLowerCase()), paper + ": " + minimums);
        }
        // the plain answer ("租 2 台服务器，每台 8 张 …（共 16 张）") reads the same on every paper that carries it
        String what = flat(m.format(a.plain().what()));
        for (String paper : List.of("report pdf", "approval pdf", "text")) {
            assertTrue(flat(papers.get(paper)).contains(what), name + " " + lang + " " + paper + ": " + what);
        }
    }

    /**
     * Tester m6 (session 15): the KV cache was stated three ways where the cards of a tensor-parallel group each keep a
     * copy — 0.1 GB counted once in the parts, 0.12 GB in the workbook, "共存 1 GB" in a note, and a need (817.2 GB)
     * that was not a card's need × the cards. The engine now counts what the cards keep (MemoryBreakdown.kvCacheHeldGb):
     * every paper states that one figure, a card's figure × the cards, and one sentence says how many copies.
     */
    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("plans")
    void everyPaperStatesTheKvCacheTheCardsKeepWithOneFigure(String name, String json, String lang) throws Exception {
        Advice a = advise(name, name.equals("r1-people") ? R1_PEOPLE_215 : json);
        Messages m = Messages.forLocale(lang.equals("zh") ? Messages.ZH : Messages.EN);
        MemoryBreakdown mem = a.memory();
        double held = mem.kvCacheHeldGb();
        Optional<MemoryPart> part = a.memoryParts().stream()
                .filter(p -> p.key().equals("kvCache")).findFirst();
        if (part.isEmpty()) {
            assertEquals(0.0, held, 1e-9, name + ": a training keeps no KV cache"); // the LoRA and 70B training plans
            return;
        }
        MemoryPart kv = part.get();
        assertEquals(held, kv.totalGb(), 1e-9);
        assertEquals(mem.kvCachePerCardGb() * mem.cards(), kv.totalGb(), 1e-9, "a card's KV figure × the cards");
        assertEquals(mem.perCardGb() * mem.cards(), mem.requiredGb(), 1e-6, "the need is a card's need × the cards");
        if (name.equals("r1-people")) {
            // DeepSeek-R1 on 8 × H20, tensor parallel 8: the latent cache of 2 requests × 569 tokens, 70,272 B a token
            // (576 × 61 × 2), is 0.07997 GB, kept whole on each of the 8 cards: 0.6398 GB, 8 copies
            assertEquals(70_272.0 * 569 * 2 / 1e9, mem.kvCacheGb(), 1e-9);
            assertEquals(8, mem.kvCacheCopies());
            assertEquals(8 * 70_272.0 * 569 * 2 / 1e9, held, 1e-9);
        } else {
            assertEquals(1, mem.kvCacheCopies(), name + ": the cache divides over the cards, or each rank keeps its own");
        }
        for (Map.Entry<String, String> paper : papers(a, m).entrySet()) {
            String text = flat(paper.getValue());
            String where = name + " " + lang + " " + paper.getKey();
            boolean stated = false;
            for (Matcher k = KV_TOTAL.matcher(text); k.find(); stated = true) {
                assertShows(held, k.group(1), where + ": the KV figure in " + k.group());
            }
            boolean sentence = false;
            for (Matcher c = KV_COPIES.matcher(text); c.find(); sentence = true) {
                String copies = c.group(1) != null ? c.group(1) : c.group(2);
                assertEquals(String.valueOf(mem.kvCacheCopies()), copies, where + ": " + c.group());
                assertShows(held, c.group(3), where + ": " + c.group());
            }
            assertEquals(stated && mem.kvCacheCopies() > 1, sentence, where + ": the one sentence on the copies");
        }
    }

    /** {@code shown} is {@code value} as printed: within half its last decimal (a workbook cell prints it whole). */
    static void assertShows(double value, String shown, String where) {
        String digits = shown.replace(",", "").replaceAll("[.]$", "");
        int decimals = digits.contains(".") ? digits.length() - digits.indexOf('.') - 1 : 0;
        assertEquals(value, Double.parseDouble(digits), 0.5 * Math.pow(10, -decimals) + 1e-9, where);
    }

    @ParameterizedTest(name = "{0} {2}")
    @MethodSource("plans")
    void theEngineDerivesTheMinimumsFromTheLayout(String name, String json, String lang) throws Exception {
        Advice a = advise(name, json);
        SupportingHardware hw = a.supportingHardware();
        // docs/domain.md §4 "Server RAM": each server needs max(32 GB, one copy's weights + 4 GiB a card in it), rounded
        // up to 32/64/128/256/512 GB, 1/1.5/2 TB — the weights pass through the server's memory as they load (vLLM
        // issue #759), vLLM keeps 4 GiB a GPU besides (--swap-space default), MLPerf's 8-card servers ship 2 TB
        switch (name) {
            case "r1" -> { // one copy over 2 servers: RDMA ≥200 Gb/s a card (Assumptions.RDMA_GBIT_PER_CARD, §8.6)
                assertEquals(SupportingHardware.Network.RDMA, hw.network());
                assertEquals(200, hw.networkGbit());
                assertEquals(2, hw.servers());
                assertEquals(672.9, hw.weightsGb(), 0.05); // FP8 weights, docs/domain.md §8.5
                // the whole copy counted on each server: 672.9 + 8 × 4.29 = 707.3 GB → 1,024 GB
                assertEquals(1024, hw.ramGb());
            }
            case "r1-people" -> {
                // 16 × H20 over 2 servers (a year: the bare-metal cluster at its container estimate, ClusterRentalTest):
                // DeepSeek-R1's answer defaults to 1,527 tokens with its thinking (its mean output
                // in production, Assumptions.REASONING_ANSWER_TOKENS, ServeGen), 16 requests in flight whose cache no longer
                // fits beside the weights on 8 × H20 (with LMSYS-Chat-1M's 215: 3 in flight on 8 × H20 in one server,
                // network none). Each server counts the whole copy: 672.9 + 8 × 4.29 = 707.3 GB → 1,024 GB (not the seed's 32)
                assertEquals("NVIDIA H20 96GB", a.leading().orElseThrow().gpu().name());
                assertEquals(16, a.leading().orElseThrow().cards());
                assertEquals(SupportingHardware.Network.RDMA, hw.network());
                assertEquals(2, hw.servers());
                assertEquals(672.9, hw.weightsGb(), 0.05);
                assertEquals(1024, hw.ramGb());
            }
            case "70b-8" -> { // 70B at FP16: (70 − 2.1) × 2 + 2.1 × 2 = 140 GB + 8 × 4.29 = 174.4 GB → 256 GB
                assertEquals(140.0, hw.weightsGb(), 0.05);
                assertEquals(256, hw.ramGb());
                assertEquals(SupportingHardware.Network.NONE, hw.network());
            }
            // a training server (docs/domain.md §4 "Server RAM for training"): max(the seed's 64 GB, parameters × 4 bytes
            // × 1.5) — DeepSpeed's General RAM for ZeRO without offload, one loading process a server
            case "lora" -> { // Qwen2.5-7B, 7.61 B parameters: 45.7 GB → the seed's 64 GB
                assertEquals(true, hw.training());
                assertEquals(64, hw.ramGb());
                assertEquals(1000, hw.nvmeMbPerS());
            }
            case "full-70b" -> { // 70 B: 420 GB → 512 GB in each server
                assertEquals(true, hw.training());
                assertEquals(512, hw.ramGb());
            }
            default -> { // 7B at FP16 on one card: 14 GB + 4.29 = 18.3 GB, below the floor → the seed's 32 GB
                assertEquals(1, a.leading().orElseThrow().cards());
                assertEquals(32, hw.ramGb());
                assertEquals(SupportingHardware.Network.NONE, hw.network());
                assertEquals(null, hw.networkGbit());
                assertEquals(1, hw.servers());
            }
        }
    }

    private Advice advise(String name, String json) throws Exception {
        Path plan = dir.resolve(name + ".json");
        Files.writeString(plan, json);
        return PapersFixture.advise(plan);
    }

    /** Every paper of the plan in one language, as text: PDFs as PDFBox reads them, workbooks as the reader does. */
    private Map<String, String> papers(Advice a, Messages m) throws Exception {
        RenderInput in = RenderInput.of(a, PapersFixture.CATALOG, ChecklistState.EMPTY, PapersFixture.DATE);
        Map<String, String> papers = new LinkedHashMap<>();
        Path out = Files.createDirectories(dir.resolve(m.locale().getLanguage()));
        for (String[] paper : PapersFixture.paperFiles(a, in, m, out)) {
            papers.put(paper[0], paper[1]);
        }
        papers.put("text", AdviceText.render(a, m));
        papers.put("summary", SummaryText.render(in, m));
        StringBuilder checklist = new StringBuilder();
        for (ChecklistItem item : Checklist.items(a, List.of(), ChecklistState.EMPTY)) {
            checklist.append(m.format(item.title())).append('\t')
                    .append(item.evidence() == null ? "" : m.format(item.evidence())).append('\n');
        }
        papers.put("checklist", checklist.toString());
        Path kit = out.resolve("kit");
        TrialKit.write(a, m, kit);
        papers.put("acceptance kit readme", Files.readString(kit.resolve(TrialKit.INSTRUCTIONS)));
        return papers;
    }

    /** The text with its line breaks (a PDF's wrapping) and the spaces around them joined. */
    static String flat(String text) {
        return text.replaceAll("\\s*\\n\\s*", " ").replaceAll("(?<=[\\p{IsHan}，；：。（）])\\s+|\\s+(?=[\\p{IsHan}，；：。（）])", "");
    }

    /** Every value the patterns find, as "32 GB" (with its unit when the pattern has one). */
    static Set<String> values(List<Pattern> patterns, String text) {
        Set<String> found = new LinkedHashSet<>();
        for (Pattern p : patterns) {
            Matcher matcher = p.matcher(text);
            while (matcher.find()) {
                found.add(matcher.group(1).replace(",", "") + (matcher.groupCount() > 1 ? " " + matcher.group(2) : ""));
            }
        }
        return found;
    }

    static Set<String> others(Set<String> found, String expected) {
        Set<String> others = new LinkedHashSet<>(found);
        others.remove(expected);
        return others;
    }
}
