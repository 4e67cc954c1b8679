package com.gpurental.advice;

import com.gpurental.catalog.Catalog;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.json.InputProblem;
import com.gpurental.limits.InputLimits;
import com.gpurental.limits.PlanFields;
import com.gpurental.models.ModelShape;
import com.gpurental.plan.Plan;
import com.gpurental.sizing.Architecture;
import com.gpurental.text.Message;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.List;

/**
 * The resolver's model stage: the plan's model as an {@link Architecture}, from an imported config.json, a known model
 * overridden field by field, or a bare count that borrows the shape of the nearest size reference. This is the one place
 * a plan's {@code Plan.Model} (the fields as the user typed them) becomes a {@link ModelShape} (docs/architecture.md "One
 * architecture record").
 */
final class ModelResolver {

    private ModelResolver() {
    }

    /**
     * The model's shape: a known model's own, overridden field by field by what the user typed; a
     * bare parameter count borrows the shape of the preset nearest in size (and says so).
     */
    static Architecture architecture(Plan.Model m, String defaultModel, Catalog catalog, String file,
                                     List<InputProblem> problems, List<Message> notes) {
        if (m.architecture() != null) {
            return imported(m.architecture());
        }
        ModelPreset base = null;
        if (m.id() != null) {
            base = catalog.model(m.id()).orElse(null);
            if (base == null) {
                problems.add(new InputProblem(file, PlanFields.MODEL_ID.path(),
                        Message.of("error.plan.unknownModel", InputLimits.echo(m.id()),
                        catalog.models().stream().map(ModelPreset::id).toList())));
                return null;
            }
        }
        Double params = m.parameters() == null ? null : m.parameters().billions();
        if (base == null && params == null) {
            base = defaultModel == null ? null : catalog.model(defaultModel).orElse(null);
            if (base == null) {
                problems.add(new InputProblem(file, PlanFields.PARAMETERS.path(), Message.of("error.params.empty",
                        PlanFields.PARAMETERS.label())));
                return null;
            }
        }
        String derivedFrom = null;
        if (base == null) {
            boolean shapeGiven = m.layers() != null && m.hiddenSize() != null && m.attentionHeads() != null
                    && m.kvHeads() != null;
            if (!shapeGiven && params >= ASK_MODEL_FROM_B) {
                // Most models this size are MoE; a dense guess would be wrong by several times.
                problems.add(new InputProblem(file, PlanFields.PARAMETERS.path(), Message.of("error.plan.askModel",
                        params, largeModels(catalog, params).stream()
                                .map(id -> catalog.model(id).map(ModelPreset::name).orElse(id)).toList())));
                return null;
            }
            base = nearest(catalog, params);
            if (!shapeGiven) {
                derivedFrom = base.id();
                notes.add(Message.of("note.derivedArchitecture", base.name(), base.parametersB()));
            }
        }
        double total = params != null ? params : base.parametersB();
        // A mixture-of-experts ratio only carries over for the named model itself.
        double activeRatio = params == null || m.id() != null ? base.activeParametersB() / base.parametersB() : 1.0;
        double active = total * activeRatio;
        if (m.activeParameters() != null) {
            active = m.activeParameters().billions();
            if (active > total) {
                problems.add(new InputProblem(file, PlanFields.ACTIVE.path(), Message.of("error.plan.activeAboveTotal")));
                return null;
            }
        }
        return shaped(m, base, total, active, derivedFrom, file, problems);
    }

    /**
     * The shape: the base model's, overridden by the fields the plan gives; the cache's own shape and the expert counts
     * carry over only while the plan leaves them the base's.
     */
    private static Architecture shaped(Plan.Model m, ModelPreset base, double total, double active, String derivedFrom,
                                       String file, List<InputProblem> problems) {
        int layers = m.layers() != null ? m.layers() : base.layers();
        int hidden = m.hiddenSize() != null ? m.hiddenSize() : base.hiddenSize();
        int heads = m.attentionHeads() != null ? m.attentionHeads() : base.attentionHeads();
        int kv = m.kvHeads() != null ? m.kvHeads() : Math.min(base.kvHeads(), heads);
        int headDim = m.headDim() != null ? m.headDim() : (m.hiddenSize() != null || m.attentionHeads() != null
                ? Math.max(1, hidden / heads) : base.headDim());
        if (kv > heads) {
            problems.add(new InputProblem(file, PlanFields.KV_HEADS.path(), Message.of("error.plan.kvAboveHeads", kv, heads)));
            return null;
        }
        // Embedding and head: the model's vocabulary (or the borrowed shape's) times the hidden size in use.
        double embeddingB = base.vocabSize() == null ? 0
                : ModelShape.embeddingParametersB(base.vocabSize(), hidden, base.tiedEmbeddings());
        // The cache's own shape (MLA latent, sliding windows) holds while the attention shape is the model's.
        boolean ownAttention = m.attentionHeads() == null && m.kvHeads() == null && m.headDim() == null
                && m.hiddenSize() == null;
        ModelShape.Cache cache = ModelShape.Cache.OF_HEADS;
        ModelShape.Experts experts = ModelShape.Experts.NONE;
        if (ownAttention) {
            int windowLayers = m.layers() == null ? base.slidingWindowLayers()
                    : Math.min(layers, base.slidingWindowLayers() * layers / Math.max(1, base.layers()));
            cache = new ModelShape.Cache(base.attention(), base.kvLoraRank(), base.qkRopeHeadDim(), base.slidingWindow(),
                    windowLayers);
            // Expert counts (for the experts a batch touches) hold while the counts are the model's own.
            boolean ownCounts = derivedFrom == null && m.parameters() == null && m.activeParameters() == null
                    && base.fromConfig();
            if (ownCounts) {
                experts = new ModelShape.Experts(base.shape().routedExperts(), base.shape().expertsPerToken(),
                        base.shape().moeLayers());
            }
        }
        int vocab = base.vocabSize() == null ? 0 : base.vocabSize();
        return new Architecture(ModelShape.sized(new ModelShape.Body(layers, hidden, heads, kv, headDim), cache, experts,
                total, active, embeddingB, vocab, base.tiedEmbeddings(), derivedFrom == null ? base.releasePrecision() : null),
                derivedFrom);
    }

    /** The shape read from the plan's config.json is the model, counts and cache included. */
    static Architecture imported(ModelShape s) {
        return new Architecture(s, null);
    }

    /** How an imported model is named in the notes: its config's model_type ("deepseek_v3"). */
    static String modelName(Plan.Model m) {
        return m.architecture().modelType();
    }

    /** A bare parameter count from this size on is not given a guessed architecture. */
    public static final double ASK_MODEL_FROM_B = 100;

    /** The model the plan names, or the preset's default when it names none and gives no count. */
    static ModelPreset namedModel(Plan.Model m, String defaultModel, Catalog catalog) {
        if (m.id() != null) {
            return catalog.model(m.id()).orElse(null);
        }
        if (m.parameters() == null && defaultModel != null) {
            return catalog.model(defaultModel).orElse(null);
        }
        return null;
    }

    /** The catalog's models of 100B and more nearest to {@code paramsB}, nearest first (at most six names). */
    public static List<String> largeModels(Catalog catalog, double paramsB) {
        return catalog.models().stream().filter(p -> p.parametersB() >= ASK_MODEL_FROM_B)
                .sorted(Comparator.comparingDouble((ModelPreset p) -> Math.abs(Math.log(p.parametersB() / paramsB)))
                        .thenComparing(p -> p.released() == null ? LocalDate.MIN : p.released(),
                                Comparator.reverseOrder()))
                .limit(6).map(ModelPreset::id).toList();
    }

    /**
     * The size reference nearest on a logarithmic scale (7B is nearer Qwen2.5-7B than Qwen3-8B): a current dense
     * model with grouped-query attention marked {@code sizeReference} in the catalog; a catalog without any falls back
     * to every dense model.
     */
    static ModelPreset nearest(Catalog catalog, double paramsB) {
        boolean anyReference = catalog.models().stream().anyMatch(ModelPreset::sizeReference);
        ModelPreset best = null;
        double bestDistance = Double.MAX_VALUE;
        for (ModelPreset p : catalog.models()) {
            if (p.activeParametersB() < p.parametersB() || (anyReference && !p.sizeReference())) {
                continue; // a dense count borrows a current dense shape
            }
            double distance = Math.abs(Math.log(p.parametersB() / paramsB));
            if (distance < bestDistance) {
                bestDistance = distance;
                best = p;
            }
        }
        return best;
    }
}
