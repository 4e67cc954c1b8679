package com.gpurental.catalog;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.gpurental.json.InputException;
import com.gpurental.json.InputProblem;
import com.gpurental.json.JsonCursor;
import com.gpurental.json.JsonTrees;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.AttentionKind;
import com.gpurental.models.ConfigJson;
import com.gpurental.models.ModelShape;
import com.gpurental.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads and validates {@code catalog.json}. Every problem names the file, the JSON path and what
 * is wrong; nothing is half-loaded: a catalog with any problem is rejected whole.
 */
public final class CatalogLoader {

    public static final String BUNDLED_RESOURCE = "/catalog.json";
    /** How many consequences of a root cause are listed after it. */
    public static final int MAX_CONSEQUENCES = 3;
    private static volatile Catalog bundled;

    private CatalogLoader() {
    }

    /** The catalog shipped inside the application (validated like any other; cached). */
    public static Catalog bundled() {
        Catalog c = bundled;
        if (c == null) {
            try (InputStream in = CatalogLoader.class.getResourceAsStream(BUNDLED_RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("catalog.json is missing from the application");
                }
                c = parse("catalog.json", in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } catch (InputException e) {
                throw new IllegalStateException("the bundled catalog.json is invalid: " + e.getMessage(), e);
            }
            bundled = c;
        }
        return c;
    }

    public static Catalog load(Path file) throws InputException {
        return parse(file.toString(), com.gpurental.json.InputFiles.read(file));
    }

    public static Catalog parse(String file, byte[] bytes) throws InputException {
        JsonNode root;
        try {
            root = JsonTrees.read(bytes); // decimals exact: 84480.00 stays 84480.00, not 8.448E+4
        } catch (JsonProcessingException e) {
            throw new InputException(file, "", JsonTrees.problem(e, "error.catalog.syntax", "error.catalog.refused"));
        } catch (IOException e) {
            throw new InputException(file, "", Message.of("error.file.unreadable", file, String.valueOf(e.getMessage())));
        }
        if (root == null) {
            throw new InputException(file, "", Message.of("error.catalog.emptyFile"));
        }
        if (!root.isObject()) {
            throw new InputException(file, "", PlanFields.problem("error.json.type", "$", Message.of("json.type.object")));
        }
        JsonCursor c = JsonCursor.root(file, root);
        String format = c.string("format", true);
        if (format != null && !format.equals("gpu-rental-catalog")) {
            c.problem("format", Message.of("error.catalog.format", format));
        }
        Integer version = c.integer("version", true, true);
        if (version != null && version != 1) {
            c.problem("version", Message.of("error.catalog.version", version));
        }
        LocalDate asOf = c.date("asOf", true);

        List<Gpu> gpus = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        // Every id the file declares, valid entry or not: an offer of a GPU with a broken field is not
        // also reported as pointing at a GPU that does not exist.
        Set<String> declaredGpuIds = declaredIds(c, "gpus");
        for (JsonCursor g : c.array("gpus", true)) {
            Gpu gpu = gpu(g);
            if (gpu != null && !ids.add(gpu.id())) {
                g.problem(g.pathOf("id"), Message.of("error.json.duplicate", PlanFields.subject(g.pathOf("id")), gpu.id()));
            } else if (gpu != null) {
                gpus.add(gpu);
            }
        }
        if (gpus.isEmpty() && c.problems().isEmpty()) {
            c.problem("gpus", Message.of("error.catalog.noGpus"));
        }

        // References to an id the file does not declare: when something else is wrong too (no GPUs, a broken
        // list), they are its consequences: the root cause is said first, then at most a few of them.
        List<InputProblem> consequences = new ArrayList<>();
        List<Offer> offers = new ArrayList<>();
        Set<String> offerIds = new HashSet<>();
        for (JsonCursor o : c.array("offers", true)) {
            Offer offer = offer(o);
            if (offer == null) {
                continue;
            }
            if (!offerIds.add(offer.id())) {
                o.problem(o.pathOf("id"), Message.of("error.json.duplicate", PlanFields.subject(o.pathOf("id")), offer.id()));
            } else if (!declaredGpuIds.contains(offer.gpuId())) {
                consequences.add(new InputProblem(file, o.pathOf("gpu"),
                        Message.of("error.json.reference", PlanFields.subject(o.pathOf("gpu")), offer.gpuId(), "gpus")));
            } else {
                offers.add(offer);
            }
        }

        List<ModelPreset> models = new ArrayList<>();
        Set<String> modelIds = new HashSet<>();
        Set<String> declaredModelIds = declaredIds(c, "models");
        for (JsonCursor m : c.array("models", true)) {
            ModelPreset model = model(m);
            if (model != null && !modelIds.add(model.id())) {
                m.problem(m.pathOf("id"), Message.of("error.json.duplicate", PlanFields.subject(m.pathOf("id")), model.id()));
            } else if (model != null) {
                models.add(model);
            }
        }

        List<ScenarioPreset> scenarios = new ArrayList<>();
        Set<String> scenarioIds = new HashSet<>();
        for (JsonCursor s : c.array("scenarios", true)) {
            ScenarioPreset scenario = scenario(s);
            if (scenario == null) {
                continue;
            }
            if (!scenarioIds.add(scenario.id())) {
                s.problem(s.pathOf("id"), Message.of("error.json.duplicate", PlanFields.subject(s.pathOf("id")), scenario.id()));
            } else if (scenario.defaults().modelId() != null && !declaredModelIds.contains(scenario.defaults().modelId())) {
                consequences.add(new InputProblem(file, s.pathOf("defaults.model"), Message.of("error.json.reference",
                        PlanFields.subject(s.pathOf("defaults.model")), scenario.defaults().modelId(), "models")));
            } else {
                scenarios.add(scenario);
            }
        }

        List<ScalingTable> scaling = new ArrayList<>();
        Set<InterconnectType> seen = new HashSet<>();
        for (JsonCursor t : c.array("scaling", true)) {
            ScalingTable table = scaling(t);
            if (table != null && !seen.add(table.interconnect())) {
                t.problem(t.pathOf("interconnect"), Message.of("error.json.duplicate", PlanFields.subject(t.pathOf("interconnect")),
                        table.interconnect().json()));
            } else if (table != null) {
                scaling.add(table);
            }
        }
        if (c.problems().isEmpty()) {
            c.problems().addAll(consequences);
        } else if (!consequences.isEmpty()) {
            c.problems().addAll(consequences.subList(0, Math.min(MAX_CONSEQUENCES, consequences.size())));
            if (consequences.size() > MAX_CONSEQUENCES) {
                c.problem("", Message.of("error.catalog.moreConsequences", consequences.size() - MAX_CONSEQUENCES));
            }
        }
        c.throwIfProblems();
        return new Catalog(file, asOf, gpus, offers, models, scenarios, scaling);
    }

    private static Set<String> declaredIds(JsonCursor c, String array) {
        Set<String> result = new HashSet<>();
        JsonNode list = c.node().get(array);
        if (list != null && list.isArray()) {
            for (JsonNode entry : list) {
                JsonNode id = entry.get("id");
                if (id != null && id.isTextual()) {
                    result.add(id.asText().trim());
                }
            }
        }
        return result;
    }

    private static Gpu gpu(JsonCursor g) {
        int before = g.problems().size();
        String id = g.string("id", true);
        String name = g.string("name", true);
        String vendor = g.string("vendor", true);
        Map<String, FigureRange> ranges = new LinkedHashMap<>();
        Double memoryGb = figure(g, "memoryGb", ranges);
        String memoryType = g.string("memoryType", true);
        Double bandwidth = figure(g, "bandwidthGbPerS", ranges);
        Double fp16 = figure(g, "fp16DenseTflops", ranges);
        Double fp16s = figure(g, "fp16SparseTflops", ranges);
        Double fp32 = figure(g, "fp32Tflops", ranges);
        // Double precision came later; a catalog without the field reads it as unknown.
        Double fp64 = g.has("fp64Tflops") ? figure(g, "fp64Tflops", ranges) : null;
        Double int8 = figure(g, "int8DenseTops", ranges);
        Double int8s = figure(g, "int8SparseTops", ranges);
        Double tdp = figure(g, "tdpW", ranges);
        Interconnect link = null;
        JsonCursor ic = g.object("interconnect", true);
        if (ic != null) {
            InterconnectType type = ic.enumValue("type", true, InterconnectType::fromJson,
                    "nvlink, pcie, infinity-fabric, hccs, none");
            link = new Interconnect(type, ic.number("gbPerS", false, true), ic.number("perPairGbPerS", false, true));
        }
        SoftwareStack stack = g.enumValue("stack", true, s -> enumOf(SoftwareStack.class, s), "cuda, rocm, cann, dtk");
        Boolean domestic = g.bool("domestic", true);
        FormFactor form = g.enumValue("formFactor", true, s -> enumOf(FormFactor.class, s), "consumer, datacenter, edge");
        LocalizedText notes = text(g, "notes", false);
        List<Source> sources = sources(g, "sources");
        // A figure no card has (memoryGb 1e308) is refused with its path; it ended in a stack trace.
        beyondSense(g, "memoryGb", memoryGb, 10_000);
        beyondSense(g, "bandwidthGbPerS", bandwidth, 1_000_000);
        beyondSense(g, "fp16DenseTflops", fp16, 1_000_000);
        beyondSense(g, "fp16SparseTflops", fp16s, 1_000_000);
        beyondSense(g, "fp32Tflops", fp32, 1_000_000);
        beyondSense(g, "fp64Tflops", fp64, 1_000_000);
        beyondSense(g, "int8DenseTops", int8, 1_000_000);
        beyondSense(g, "int8SparseTops", int8s, 1_000_000);
        beyondSense(g, "tdpW", tdp, 1_000_000);
        if (fp16 != null && fp16s != null && fp16s < fp16) {
            g.problem(g.pathOf("fp16SparseTflops"), Message.of("error.catalog.sparseBelowDense", g.pathOf("fp16SparseTflops")));
        }
        if (g.problems().size() > before) {
            return null;
        }
        Integer devices = g.integer("devicesPerCard", false, true);
        String architecture = g.string("architecture", false);
        List<String> soldInChinaAs = new ArrayList<>();
        for (JsonCursor v : g.array("soldInChinaAs", false)) {
            if (v.node().isTextual() && !v.node().asText().isBlank()) {
                soldInChinaAs.add(v.node().asText());
            } else {
                v.problem(v.path(), Message.of("error.json.type", v.path(), Message.of("json.type.string")));
            }
        }
        Boolean inferenceOnly = g.bool("inferenceOnly", false);
        if (g.problems().size() > before) {
            return null;
        }
        return new Gpu(id, name, vendor, memoryGb, memoryType, bandwidth, fp16, fp16s, fp32, int8, int8s, tdp, link,
                stack, domestic, form, notes, sources, ranges, devices == null ? 1 : devices, architecture, fp64,
                soldInChinaAs, Boolean.TRUE.equals(inferenceOnly));
    }

    /**
     * A specification figure: a number, null (unknown), or — when its public sources disagree — the published spread
     * {@code {"low": 400, "high": 1600, "central": 1000?, "confidence": "U", "source": "…"}}, kept in {@code ranges}
     * (the single value is then null). Memory capacity must be one number: the fit check needs it exactly.
     */
    private static Double figure(JsonCursor g, String field, Map<String, FigureRange> ranges) {
        JsonNode v = g.node() == null ? null : g.node().get(field);
        if (v == null || !v.isObject() || field.equals("memoryGb")) {
            return g.figure(field);
        }
        JsonCursor r = g.object(field, true);
        int before = r.problems().size();
        Double low = r.number("low", true, true);
        Double high = r.number("high", true, true);
        Double central = r.number("central", false, true);
        Confidence conf = r.enumValue("confidence", true, s -> enumOf(Confidence.class, s), "V, S, D, U");
        String source = r.string("source", true);
        if (r.problems().size() > before || low == null || high == null) {
            return null;
        }
        double mid = central != null ? central : (low + high) / 2;
        if (low > high || mid < low || mid > high) {
            r.problem(r.pathOf("high"), Message.of("error.catalog.rangeOrder", r.path(), low, high));
            return null;
        }
        ranges.put(field, new FigureRange(low, mid, high, conf, source));
        return null;
    }

    private static final java.math.BigDecimal MIN_PRICE_CNY = new java.math.BigDecimal("0.01");
    private static final java.math.BigDecimal MAX_PRICE_CNY = new java.math.BigDecimal("100000000");

    private static void beyondSense(JsonCursor g, String field, Double value, double max) {
        if (value != null && value > max) {
            g.problem(g.pathOf(field), Message.of("error.catalog.beyondSense", g.pathOf(field),
                    com.gpurental.limits.InputLimits.echo(String.valueOf(value)), (long) max));
        }
    }

    private static Offer offer(JsonCursor o) {
        int before = o.problems().size();
        String id = o.string("id", true);
        String gpu = o.string("gpu", true);
        OfferMode mode = o.enumValue("mode", true, OfferMode::fromJson, "hourly, daily, weekly, monthly, quarterly");
        var price = o.decimal("priceCny", true, true);
        Integer perCards = o.integer("perCards", true, true);
        Source source = null;
        JsonCursor sc = o.object("source", true);
        if (sc != null) {
            source = source(sc);
        }
        LocalDate asOf = o.date("asOf", true);
        LocalizedText notes = text(o, "notes", false);
        Boolean wholeServer = o.bool("wholeServerOnly", false);
        // A price of 1e-9 yuan divided by zero further on (a stack trace); a price is at least one fen.
        if (price != null && (price.compareTo(MIN_PRICE_CNY) < 0 || price.compareTo(MAX_PRICE_CNY) > 0)) {
            o.problem(o.pathOf("priceCny"), Message.of("error.catalog.priceBeyondSense", o.pathOf("priceCny"),
                    com.gpurental.limits.InputLimits.echo(price.toPlainString()), MIN_PRICE_CNY, MAX_PRICE_CNY));
        }
        Boolean sharesRented = o.bool("sharesRented", false);
        if (o.problems().size() > before) {
            return null;
        }
        return new Offer(id, gpu, mode, price, perCards, source, asOf, notes, Boolean.TRUE.equals(wholeServer), sharesRented);
    }

    private static ModelPreset model(JsonCursor m) {
        int before = m.problems().size();
        String id = m.string("id", true);
        String name = m.string("name", true);
        String family = m.string("family", true);
        Double params = m.number("parametersB", true, true);
        Double active = m.number("activeParametersB", true, true);
        Integer layers = m.integer("layers", true, true);
        Integer hidden = m.integer("hiddenSize", true, true);
        Integer heads = m.integer("attentionHeads", true, true);
        Integer kv = m.integer("kvHeads", true, true);
        Integer headDim = m.integer("headDim", true, true);
        Integer vocab = m.integer("vocabSize", false, true);
        Boolean tied = m.has("tiedEmbeddings") ? m.bool("tiedEmbeddings", true) : Boolean.FALSE;
        Source source = null;
        JsonCursor sc = m.object("source", true);
        if (sc != null) {
            source = new Source(sc.string("title", true), sc.string("url", false), Confidence.V, List.of(),
                    sc.string("titleZh", false));
        }
        if (params != null && active != null && active > params) {
            m.problem(m.pathOf("activeParametersB"), Message.of("error.catalog.activeAboveTotal", m.pathOf("activeParametersB")));
        }
        if (heads != null && kv != null && kv > heads) {
            m.problem(m.pathOf("kvHeads"), Message.of("error.catalog.kvAboveHeads", m.pathOf("kvHeads")));
        }
        // Attention kind, MLA and sliding-window shapes, release precision, context, aliases, config.json.
        AttentionKind attention = m.enumValue("attention", false, AttentionKind::fromJson, "mha, gqa, mla");
        Integer kvLoraRank = m.integer("kvLoraRank", attention == AttentionKind.MLA, true);
        Integer ropeDim = m.integer("qkRopeHeadDim", attention == AttentionKind.MLA, true);
        Integer window = m.integer("slidingWindow", false, true);
        Integer windowLayers = m.integer("slidingWindowLayers", window != null, true);
        String release = m.enumValue("releasePrecision", false,
                s -> java.util.Set.of("fp32", "bf16", "fp16", "fp8", "int8", "int4").contains(s) ? s : null,
                "fp32, bf16, fp16, fp8, int8, int4");
        Integer maxContext = m.integer("maxContextTokens", false, true);
        LocalDate released = m.date("released", false);
        Boolean sizeReference = m.bool("sizeReference", false);
        List<String> aliases = new ArrayList<>();
        for (JsonCursor a : m.array("aliases", false)) {
            if (a.node().isTextual() && !a.node().asText().isBlank()) {
                aliases.add(a.node().asText());
            } else {
                a.problem(a.path(), PlanFields.problem("error.json.type", a.path(), Message.of("json.type.string")));
            }
        }
        ModelShape shape = null;
        JsonCursor config = m.object("config", false);
        if (config != null) {
            ConfigJson.Result read = ConfigJson.parse(config.node());
            if (!read.ok()) {
                for (Message problem : read.problems()) {
                    m.problem(m.pathOf("config"), problem);
                }
            } else {
                shape = read.shape();
                // The catalog's own figures must follow from its config.json (0.5%: rounding of the published counts).
                if (params != null && Math.abs(shape.parametersB() - params) > 0.005 * params) {
                    m.problem(m.pathOf("parametersB"), Message.of("error.catalog.configCount", m.pathOf("parametersB"),
                            params, Math.round(shape.parametersB() * 100) / 100.0));
                }
                if (active != null && Math.abs(shape.activeParametersB() - active) > 0.005 * active) {
                    m.problem(m.pathOf("activeParametersB"), Message.of("error.catalog.configCount",
                            m.pathOf("activeParametersB"), active, Math.round(shape.activeParametersB() * 100) / 100.0));
                }
            }
        }
        if (window != null && windowLayers != null && layers != null && windowLayers > layers) {
            m.problem(m.pathOf("slidingWindowLayers"), Message.of("error.catalog.windowLayers", m.pathOf("slidingWindowLayers"),
                    layers));
        }
        if (m.problems().size() > before) {
            return null;
        }
        return new ModelPreset(id, name, family, params, active, layers, hidden, heads, kv, headDim, source, vocab,
                Boolean.TRUE.equals(tied), attention, kvLoraRank == null ? 0 : kvLoraRank, ropeDim == null ? 0 : ropeDim,
                window == null ? 0 : window, windowLayers == null ? 0 : windowLayers, release, maxContext, released,
                Boolean.TRUE.equals(sizeReference), aliases, shape);
    }

    private static ScenarioPreset scenario(JsonCursor s) {
        int before = s.problems().size();
        String id = s.string("id", true);
        ScenarioKind kind = s.enumValue("kind", true, ScenarioKind::fromJson, "llm-training, llm-inference, vision, compute");
        String workload = s.enumValue("workload", true, w -> w.equals("training") || w.equals("inference") ? w : null,
                "training, inference");
        LocalizedText name = text(s, "name", true);
        LocalizedText description = text(s, "description", true);
        Minimums minimums = Minimums.NONE;
        JsonCursor mc = s.object("minimums", true);
        if (mc != null) {
            minimums = new Minimums(mc.number("memoryGbPerCard", false, true), mc.number("fp16TflopsPerCard", false, true),
                    mc.number("fp16TflopsTotal", false, true), mc.number("int8TopsPerCard", false, true),
                    mc.number("fp32TflopsPerCard", false, true), mc.number("interconnectGbPerS", false, true),
                    mc.number("usersPerCard", false, true), mc.number("latencyMs", false, true));
        }
        ScenarioDefaults defaults = null;
        JsonCursor d = s.object("defaults", true);
        if (d != null) {
            String precision = d.enumValue("precision", true,
                    p -> List.of("fp32", "bf16", "fp16", "fp8", "int8", "int4").contains(p) ? p : null,
                    "fp32, bf16, fp16, fp8, int8, int4");
            String method = d.enumValue("method", false, p -> List.of("full", "lora", "qlora").contains(p) ? p : null,
                    "full, lora, qlora");
            Double tokens = d.number("trainingTokensB", false, true);
            // A preset's defaults are held to the same limits as a plan's values (InputLimits).
            Integer seq = d.limitedInt("sequenceLength", InputLimits.SEQUENCE_LENGTH);
            Integer ctx = d.limitedInt("contextTokens", InputLimits.CONTEXT_TOKENS);
            Integer users = d.limitedInt("concurrentUsers", InputLimits.CONCURRENT_USERS);
            Double tps = d.limitedNumber("tokensPerSecondPerUser", InputLimits.TOKENS_PER_SECOND);
            Double days = d.limitedNumber("durationDays", InputLimits.DURATION_DAYS, true);
            Double hours = d.limitedNumber("hoursPerDay", InputLimits.HOURS_PER_DAY, true);
            String mode = d.enumValue("rentalMode", true, p -> List.of("auto", "hourly", "monthly", "hybrid").contains(p) ? p : null,
                    "auto, hourly, monthly, hybrid");
            String cards = d.string("cardsHint", false);
            LocalizedText hw = text(d, "supportingHardware", false);
            LocalizedText term = text(d, "termHint", false);
            defaults = new ScenarioDefaults(d.string("model", false), precision, method, tokens, seq, ctx, users, tps,
                    days == null ? 0 : days, hours == null ? 0 : hours, mode, cards, hw, term);
        }
        VisionWorkload vision = null;
        JsonCursor v = s.object("vision", false);
        if (v != null) {
            Double mp = v.limitedNumber("megapixels", InputLimits.MEGAPIXELS, true);
            Double perDay = v.limitedNumber("imagesPerDay", InputLimits.IMAGES_PER_DAY, true);
            Double gflops = v.number("gflopsPerMegapixel", true, true);
            String src = s.string("visionSource", false);
            if (mp != null && perDay != null && gflops != null) {
                vision = new VisionWorkload(mp, perDay, gflops, src);
            }
        }
        if (kind == ScenarioKind.VISION && v == null) {
            s.problem(s.pathOf("vision"), PlanFields.problem("error.json.missing", s.pathOf("vision")));
        }
        Double workingSet = null;
        JsonCursor cc = s.object("compute", false);
        if (cc != null) {
            workingSet = cc.number("workingSetGb", true, true);
        }
        if (kind == ScenarioKind.COMPUTE && cc == null) {
            s.problem(s.pathOf("compute"), PlanFields.problem("error.json.missing", s.pathOf("compute")));
        }
        if (s.problems().size() > before) {
            return null;
        }
        return new ScenarioPreset(id, kind, "training".equals(workload), name, description, minimums, defaults, vision, workingSet);
    }

    private static ScalingTable scaling(JsonCursor t) {
        int before = t.problems().size();
        InterconnectType type = t.enumValue("interconnect", true, InterconnectType::fromJson,
                "nvlink, pcie, infinity-fabric, hccs, none");
        JsonCursor e = t.object("efficiency", true);
        Map<Integer, Double> values = new LinkedHashMap<>();
        if (e != null) {
            var it = e.node().fieldNames();
            while (it.hasNext()) {
                String key = it.next();
                int cards;
                try {
                    cards = Integer.parseInt(key);
                } catch (NumberFormatException ex) {
                    t.problem(e.pathOf(key), Message.of("error.catalog.scalingKey", e.pathOf(key)));
                    continue;
                }
                Double eff = e.number(key, true, true);
                if (eff != null && eff > 1.0) {
                    t.problem(e.pathOf(key), Message.of("error.catalog.scalingRange", e.pathOf(key), eff));
                } else if (eff != null && cards > 0) {
                    values.put(cards, eff);
                }
            }
            if (!values.containsKey(1) && t.problems().size() == before) {
                t.problem(e.path(), Message.of("error.catalog.scalingOne", e.path()));
            }
        }
        String source = t.string("source", true);
        if (t.problems().size() > before) {
            return null;
        }
        return ScalingTable.of(type, values, source);
    }

    private static Source source(JsonCursor sc) {
        String title = sc.string("title", true);
        String url = sc.string("url", false);
        Confidence conf = sc.enumValue("confidence", true, s -> enumOf(Confidence.class, s), "V, S, D, U");
        List<String> fields = new ArrayList<>();
        for (JsonCursor f : sc.array("fields", false)) {
            if (f.node().isTextual()) {
                fields.add(f.node().asText());
            } else {
                f.problem(f.path(), PlanFields.problem("error.json.type", f.path(), Message.of("json.type.string")));
            }
        }
        return new Source(title, url, conf, fields, sc.string("titleZh", false));
    }

    private static List<Source> sources(JsonCursor g, String field) {
        List<Source> result = new ArrayList<>();
        List<JsonCursor> list = g.array(field, true);
        if (list.isEmpty() && g.has(field)) {
            g.problem(g.pathOf(field), Message.of("error.catalog.noSources", g.pathOf(field)));
        }
        for (JsonCursor sc : list) {
            result.add(source(sc));
        }
        return result;
    }

    private static LocalizedText text(JsonCursor parent, String field, boolean required) {
        JsonCursor t = parent.object(field, required);
        if (t == null) {
            return LocalizedText.EMPTY;
        }
        String en = t.string("en", true);
        String zh = t.string("zh", true);
        return new LocalizedText(en == null ? "" : en, zh == null ? "" : zh);
    }

    private static <E extends Enum<E>> E enumOf(Class<E> type, String json) {
        for (E e : type.getEnumConstants()) {
            if (e.name().equalsIgnoreCase(json)) {
                return e;
            }
        }
        return null;
    }
}
