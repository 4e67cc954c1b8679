package com.gpurental.catalog;

import com.gpurental.json.JsonCursor;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.AttentionKind;
import com.gpurental.models.ConfigJson;
import com.gpurental.models.ModelShape;
import com.gpurental.text.Message;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The catalog's model presets, scenario presets and scaling tables, read field by field through a
 * {@link JsonCursor} like {@link GpuEntries}: a preset's defaults are held to the limits of a plan's values
 * ({@link InputLimits}), and an entry with any problem is left out (null).
 */
final class PresetEntries {

    private PresetEntries() {
    }

    static ModelPreset model(JsonCursor m) {
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
            m.problem(m.pathOf("activeParametersB"), Message.of("error.catalog.activeAboveTotal"));
        }
        if (heads != null && kv != null && kv > heads) {
            m.problem(m.pathOf("kvHeads"), Message.of("error.catalog.kvAboveHeads"));
        }
        // Attention kind, MLA and sliding-window shapes, release precision, context, aliases, reasoning, config.json.
        AttentionKind attention = m.enumValue("attention", false, AttentionKind::fromJson, "mha, gqa, mla");
        Integer kvLoraRank = m.integer("kvLoraRank", attention == AttentionKind.MLA, true);
        Integer ropeDim = m.integer("qkRopeHeadDim", attention == AttentionKind.MLA, true);
        Integer window = m.integer("slidingWindow", false, true);
        Integer windowLayers = m.integer("slidingWindowLayers", window != null, true);
        String release = m.enumValue("releasePrecision", false,
                s -> Set.of("fp32", "bf16", "fp16", "fp8", "int8", "int4").contains(s) ? s : null,
                "fp32, bf16, fp16, fp8, int8, int4");
        Integer maxContext = m.integer("maxContextTokens", false, true);
        LocalDate released = m.date("released", false);
        Boolean sizeReference = m.bool("sizeReference", false);
        Boolean reasoning = m.bool("reasoning", false);
        List<String> aliases = new ArrayList<>();
        for (JsonCursor a : m.array("aliases", false)) {
            if (a.node().isTextual() && !a.node().asText().isBlank()) {
                aliases.add(a.node().asText());
            } else {
                a.problem(a.path(), PlanFields.problem("error.json.type", a.path(), Message.of("json.type.string")));
            }
        }
        ModelShape config = config(m, params, active);
        if (window != null && windowLayers != null && layers != null && windowLayers > layers) {
            m.problem(m.pathOf("slidingWindowLayers"), Message.of("error.catalog.windowLayers", layers));
        }
        if (m.problems().size() > before) {
            return null;
        }
        // The shape the entry states; with a config.json, the config's, which must say the same.
        int vocabSize = vocab == null ? 0 : vocab;
        boolean tiedMatrix = Boolean.TRUE.equals(tied);
        ModelShape stated = ModelShape.sized(new ModelShape.Body(layers, hidden, heads, kv, headDim),
                new ModelShape.Cache(attention == null ? AttentionKind.of(heads, kv) : attention,
                        kvLoraRank == null ? 0 : kvLoraRank, ropeDim == null ? 0 : ropeDim, window == null ? 0 : window,
                        windowLayers == null ? 0 : windowLayers), ModelShape.Experts.NONE, params, active,
                ModelShape.embeddingParametersB(vocabSize, hidden, tiedMatrix), vocabSize, tiedMatrix, release);
        if (config != null && !agrees(m, stated, config)) {
            return null;
        }
        return new ModelPreset(id, name, family, params, active, source,
                config == null ? stated : config.withReleasePrecision(release), config != null, maxContext, released,
                Boolean.TRUE.equals(sizeReference), aliases, Boolean.TRUE.equals(reasoning), thinkingByDefault(m),
                Boolean.TRUE.equals(m.bool("mtp", false)));
    }

    /** The shape read from the entry's config.json, null without one or when it does not read (said in problems). */
    private static ModelShape config(JsonCursor m, Double params, Double active) {
        JsonCursor config = m.object("config", false);
        if (config == null) {
            return null;
        }
        ConfigJson.Result read = ConfigJson.parse(config.node());
        if (!read.ok()) {
            for (Message problem : read.problems()) {
                m.problem(m.pathOf("config"), problem);
            }
            return null;
        }
        ModelShape shape = read.shape();
        // The catalog's own figures must follow from its config.json (0.5%: rounding of the published counts).
        if (params != null && Math.abs(shape.parametersB() - params) > 0.005 * params) {
            m.problem(m.pathOf("parametersB"), Message.of("error.catalog.configCount", params,
                    Math.round(shape.parametersB() * 100) / 100.0));
        }
        if (active != null && Math.abs(shape.activeParametersB() - active) > 0.005 * active) {
            m.problem(m.pathOf("activeParametersB"), Message.of("error.catalog.configCount", active,
                    Math.round(shape.activeParametersB() * 100) / 100.0));
        }
        return shape;
    }

    /**
     * Whether the shape the entry states is its config.json's, field by field (each one that is not said in problems);
     * the release precision may be stated where the config gives none.
     */
    private static boolean agrees(JsonCursor m, ModelShape stated, ModelShape config) {
        int before = m.problems().size();
        Object[][] fields = {
            {"layers", stated.layers(), config.layers()},
            {"hiddenSize", stated.hiddenSize(), config.hiddenSize()},
            {"attentionHeads", stated.attentionHeads(), config.attentionHeads()},
            {"kvHeads", stated.kvHeads(), config.kvHeads()},
            {"headDim", stated.headDim(), config.headDim()},
            {"vocabSize", stated.vocabSize(), config.vocabSize()},
            {"tiedEmbeddings", stated.tiedEmbeddings(), config.tiedEmbeddings()},
            {"attention", stated.attention(), config.attention()},
            {"kvLoraRank", stated.kvLoraRank(), config.kvLoraRank()},
            {"qkRopeHeadDim", stated.qkRopeHeadDim(), config.qkRopeHeadDim()},
            {"slidingWindow", stated.slidingWindow(), config.slidingWindow()},
            {"slidingWindowLayers", stated.slidingWindowLayers(), config.slidingWindowLayers()},
            {"releasePrecision", stated.releasePrecision(), config.releasePrecision() == null ? stated.releasePrecision()
                    : config.releasePrecision()},
        };
        for (Object[] f : fields) {
            if (!Objects.equals(f[1], f[2])) {
                m.problem(m.pathOf((String) f[0]), Message.of("error.catalog.configCount", f[1], f[2]));
            }
        }
        return m.problems().size() == before;
    }

    /** A hybrid model's thinking switch ({@code thinkingSwitch}: the mode it starts in): true on, false off, null none. */
    private static Boolean thinkingByDefault(JsonCursor m) {
        String mode = m.enumValue("thinkingSwitch", false, t -> t.equals("on") || t.equals("off") ? t : null, "on, off");
        return mode == null ? null : mode.equals("on");
    }

    static ScenarioPreset scenario(JsonCursor s) {
        int before = s.problems().size();
        String id = s.string("id", true);
        ScenarioKind kind = s.enumValue("kind", true, ScenarioKind::fromJson, "llm-training, llm-inference, vision, compute");
        String workload = s.enumValue("workload", true, w -> w.equals("training") || w.equals("inference") ? w : null,
                "training, inference");
        LocalizedText name = GpuEntries.text(s, "name", true);
        LocalizedText description = GpuEntries.text(s, "description", true);
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
            String mode = d.enumValue("rentalMode", true, p -> List.of("auto", "hourly", "monthly", "hybrid").contains(p) ? p
                    : null,
                    "auto, hourly, monthly, hybrid");
            String cards = d.string("cardsHint", false);
            LocalizedText hw = GpuEntries.text(d, "supportingHardware", false);
            LocalizedText term = GpuEntries.text(d, "termHint", false);
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
        return new ScenarioPreset(id, kind, "training".equals(workload), name, description, minimums, defaults, vision,
                workingSet);
    }

    static ScalingTable scaling(JsonCursor t) {
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
                    t.problem(e.pathOf(key), Message.of("error.catalog.scalingKey"));
                    continue;
                }
                Double eff = e.number(key, true, true);
                if (eff != null && eff > 1.0) {
                    t.problem(e.pathOf(key), Message.of("error.catalog.scalingRange", eff));
                } else if (eff != null && cards > 0) {
                    values.put(cards, eff);
                }
            }
            if (!values.containsKey(1) && t.problems().size() == before) {
                t.problem(e.path(), Message.of("error.catalog.scalingOne"));
            }
        }
        String source = t.string("source", true);
        if (t.problems().size() > before) {
            return null;
        }
        return ScalingTable.of(type, values, source);
    }
}
