package com.gpurental.ui.modelpage;

import static com.gpurental.ui.model.WorkloadModel.F_ACTIVE;
import static com.gpurental.ui.model.WorkloadModel.F_PARAMETERS;
import static com.gpurental.ui.model.WorkloadModel.F_PRECISION;

import com.gpurental.advice.Warning;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.models.AttentionKind;
import com.gpurental.models.ConfigJson;
import com.gpurental.models.ModelShape;
import com.gpurental.plan.Plan;
import com.gpurental.serving.Load;
import com.gpurental.sizing.Architecture;
import com.gpurental.sizing.Precision;
import com.gpurental.sizing.TrainingMethod;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.StringProperty;

/** Step 2: the model (known or typed), precision, and the training or inference figures. */
public final class ModelPageViewModel extends PageViewModel {

    /**
     * The page's fields (their problems keep Next disabled here): the count, the active count and the precision, and the
     * table's fields of the plan's model, training, inference, batch and vision sections.
     */
    public static final Set<String> FIELDS = fields(Set.of("model", "training", "inference", "batch", "vision"), F_PARAMETERS,
            F_ACTIVE, F_PRECISION);

    private final BooleanBinding training;
    private final BooleanBinding llm;
    private final BooleanBinding vision;
    private final BooleanBinding compute;
    private final LoadSwitch loadSwitch;
    private final BatchJob batchJob;

    public ModelPageViewModel(AppContext context) {
        super(context, FIELDS);
        training = Bindings.createBooleanBinding(() -> kind() == ScenarioKind.LLM_TRAINING, model.presetId, model.scenario);
        llm = Bindings.createBooleanBinding(() -> kind() == ScenarioKind.LLM_TRAINING || kind() == ScenarioKind.LLM_INFERENCE,
                model.presetId, model.scenario);
        vision = Bindings.createBooleanBinding(() -> kind() == ScenarioKind.VISION, model.presetId);
        compute = Bindings.createBooleanBinding(() -> kind() == ScenarioKind.COMPUTE, model.presetId);
        // Typing the people replaces the scenario's requests in flight: the expert's field is emptied so they size it,
        // and the page says which value it emptied (issue 33).
        loadSwitch = new LoadSwitch(model);
        batchJob = new BatchJob(model, context.catalog());
    }

    /** A batch job (items, tokens in and out, a deadline) is asked instead of a service's users (issue 31). */
    public BatchJob batchJob() {
        return batchJob;
    }

    private ScenarioKind kind() {
        ScenarioPreset p = context.catalog().scenario(model.presetId.get()).orElse(null);
        if (p == null) {
            return ScenarioKind.LLM_INFERENCE;
        }
        if (p.kind() == ScenarioKind.LLM_TRAINING || p.kind() == ScenarioKind.LLM_INFERENCE) {
            return model.scenario.get() == Plan.Scenario.TRAINING ? ScenarioKind.LLM_TRAINING : ScenarioKind.LLM_INFERENCE;
        }
        return p.kind();
    }

    /** LLM training: method, data and target duration are shown. */
    public BooleanBinding trainingProperty() {
        return training;
    }

    /** Any LLM workload: model, precision and architecture are shown. */
    public BooleanBinding llmProperty() {
        return llm;
    }

    /** Visual inspection: image size, volume and latency are shown. */
    public BooleanBinding visionProperty() {
        return vision;
    }

    /** Scientific computing: the double-precision question is shown. */
    public BooleanBinding computeProperty() {
        return compute;
    }

    public javafx.beans.property.BooleanProperty doublePrecisionProperty() {
        return model.doublePrecision;
    }

    public BooleanBinding inferenceProperty() {
        return llm.and(training.not());
    }

    public List<ModelPreset> models() {
        return context.catalog().models();
    }

    /**
     * "Qwen2.5-72B · 727亿参数" / "Qwen2.5-72B · 72.7B parameters"; a model with search names adds the first, so the list's
     * search finds it by the name people use ("DeepSeek-R1 · 6,710亿参数 · DeepSeek 满血版"). Ten billion (100亿) and more
     * in whole 亿: "6,710.3亿参数" mixed a decimal into a figure of thousands (issue 33).
     */
    public static String modelLabel(ModelPreset m, Messages messages) {
        String label = nameAndCount(m, messages);
        return m.aliases().isEmpty() ? label : messages.format("model.labelAlias", label, m.aliases().get(0));
    }

    /**
     * "DeepSeek-R1 · 6,710亿参数": the name and the count without the search name, what the closed box shows (audit 33
     * §8: the full label was cut to "DeepSeek-R1 · 6,710亿参数 · DeepSeek…" at 1024 × 700; the list keeps the names).
     */
    public static String nameAndCount(ModelPreset m, Messages messages) {
        String count = messages.isChinese() ? messages.number(m.parametersB() * 10, m.parametersB() >= 10 ? 0 : 1)
                : messages.number(m.parametersB(), 2);
        return messages.format("model.label", m.name(), count);
    }

    /**
     * What the model list's search looks in (every word typed must be in it, any case): the label, every search name, the
     * catalog id and the size in billions as people write it ("671B"). The search missed "671B", "深度求索" and "DS R1",
     * which were only in the names after the first (issue 33).
     */
    public static String searchText(ModelPreset m, Messages messages) {
        StringBuilder s = new StringBuilder(modelLabel(m, messages));
        m.aliases().forEach(a -> s.append(' ').append(a));
        return s.append(' ').append(m.id()).append(' ').append(Math.round(m.parametersB())).append('B').toString();
    }

    public StringProperty modelIdProperty() {
        return model.modelId;
    }

    public void selectModel(String id) {
        if (id != null) {
            model.selectModel(id);
        }
    }

    public StringProperty parametersProperty() {
        return model.parameters;
    }

    public StringProperty activeParametersProperty() {
        return model.activeParameters;
    }

    public ObjectProperty<Precision> precisionProperty() {
        return model.precision;
    }

    public ObjectProperty<TrainingMethod> methodProperty() {
        return model.method;
    }

    /** Availability: one copy of the model more than the load needs (issue 31 item 3). */
    public javafx.beans.property.BooleanProperty spareCopyProperty() {
        return model.spareCopy;
    }

    /** The engine's arithmetic of the load in one sentence ("200 人 × 30% … 约 3 个同时进行。"); "" without a load. */
    /**
     * The engine's arithmetic of the load ("200 人 × 30% …"), and under it the advice's own warning where the busy
     * share reads like a fraction ("0.3 看起来像小数…"): said beside the field it is about, not only on Results.
     */
    public StringBinding loadText() {
        return text(m -> {
            var a = current();
            if (a == null || a.plan().load() == null) {
                return "";
            }
            if (model.batchJob.get() && a.plan().load().source() != Load.Source.BATCH) {
                // a batch job whose fields are not all filled: ask for them, not for the people it has no field for
                return m.get("model.batchIncomplete");
            }
            StringBuilder text = new StringBuilder(m.format(a.plan().load().arithmetic()));
            a.warnings().stream().filter(w -> w.code() == Warning.Code.BUSY_SHARE_FRACTION)
                    .forEach(w -> text.append('\n').append(m.format(w.text())).append("\n→ ")
                            .append(m.format(w.action())));
            return text.toString();
        }, model.adviceProperty(), model.errorsProperty(), model.batchJob);
    }

    /** "已清空……原为 10" once typing the people emptied the requests in flight; "" otherwise. */
    public StringBinding loadSwitchText() {
        return text(m -> loadSwitch.clearedProperty().get().isEmpty() ? ""
                : m.format("model.loadSwitched", loadSwitch.clearedProperty().get()), loadSwitch.clearedProperty());
    }

    /** The architecture the engine used, in words (and where it came from when it was borrowed). */
    public StringBinding architectureText() {
        return text(m -> {
            var a = current();
            if (a == null || a.plan().workload().architecture() == null) {
                return "";
            }
            Architecture arch = a.plan().workload().architecture();
            String shape = m.format("model.architecture", arch.layers(), arch.hiddenSize(), arch.attentionHeads(),
                    arch.kvHeads(), arch.headDim());
            if (arch.derivedFrom() != null) {
                String name = context.catalog().model(arch.derivedFrom()).map(ModelPreset::name).orElse(arch.derivedFrom());
                return shape + " " + m.format("model.architectureDerived", name);
            }
            return shape;
        });
    }

    /** What the chosen precision means for memory and quality, with the weights' size. */
    public StringBinding precisionText() {
        return text(m -> {
            Precision p = model.precision.get();
            if (p == null) {
                return "";
            }
            var a = current();
            String base = m.get("precision.explain." + p.name());
            if (a != null && a.weightsGb() != null) {
                // The engine's figure for the plan's precision, which is the one chosen here (the advice follows every change).
                return base + " " + m.format("precision.weights", a.weightsGb());
            }
            return base;
        }, model.precision, model.adviceProperty(), model.errorsProperty());
    }

    // ---------------------------------------------------------------- config.json import

    private final javafx.beans.property.ObjectProperty<List<Message>> importProblems =
            new javafx.beans.property.SimpleObjectProperty<>(List.of());
    private final javafx.beans.property.ObjectProperty<List<Message>> importNotes =
            new javafx.beans.property.SimpleObjectProperty<>(List.of());

    /** Reads a config.json file (chosen or dropped): the model becomes the one it describes, or its problems show. */
    public void importConfigFile(Path file) {
        byte[] bytes;
        try {
            bytes = InputFiles.read(file, CONFIG_BYTES);
        } catch (InputException e) {
            importNotes.set(List.of());
            importProblems.set(List.of(e.problems().get(0).problem()));
            return;
        }
        ConfigJson.Result read = ConfigJson.parse(bytes, true);
        importProblems.set(read.problems());
        importNotes.set(read.notes());
        if (read.ok()) {
            model.importArchitecture(read.shape(), InputFiles.shown(
                    file.getFileName() == null ? file.toString() : file.getFileName().toString()));
        }
    }

    /** A config.json is a few kB (DeepSeek-V3's: 1.7 kB); 1 MB is far more than any. */
    private static final long CONFIG_BYTES = 1024 * 1024;

    /** Reads a config.json's text ({@code source} names the file, null for pasted text). */
    public void importConfigText(String text, String source) {
        if (text == null || text.isBlank()) {
            importNotes.set(List.of());
            importProblems.set(List.of(Message.of("model.pasteEmpty")));
            return;
        }
        ConfigJson.Result read = ConfigJson.parse(text);
        importProblems.set(read.problems());
        importNotes.set(read.notes());
        if (read.ok()) {
            model.importArchitecture(read.shape(), source);
        }
    }

    /** Why the last import failed, in the current language ("" when it did not). */
    public StringBinding importErrorText() {
        return text(m -> importProblems.get().stream().map(m::format).reduce((x, y) -> m.format("text.twoSentences", x, y))
                .orElse(""), importProblems);
    }

    /** What was read from the imported config.json, and what was derived; "" without an import. */
    public StringBinding importText() {
        return text(m -> {
            ModelShape s = model.importedArchitecture.get();
            if (s == null) {
                return "";
            }
            String attention = s.attention() == AttentionKind.MLA
                    ? m.format("model.imported.mla", s.kvLoraRank(), s.qkRopeHeadDim())
                    : m.format("model.imported.gqa", s.attentionHeads(), s.kvHeads(), s.headDim());
            String experts = s.moe() ? m.format("model.imported.moe", s.routedExperts(), s.expertsPerToken(),
                    s.sharedExperts(), s.moeLayers()) : m.get("model.imported.dense");
            String extra = (s.slidingWindow() > 0 ? m.format("model.imported.window", s.slidingWindowLayers(),
                    s.slidingWindow()) : "")
                    + (s.releasePrecision() != null ? m.format("model.imported.release",
                    s.releasePrecision().toUpperCase(Locale.ROOT)) : "");
            String source = model.importedConfig.get() == null ? m.get("model.importedPasted") : model.importedConfig.get();
            String read = m.format("model.imported", source, s.modelType(), s.layers(), s.hiddenSize(), attention, experts,
                    m.number(s.parametersB(), 2), m.number(s.activeParametersB(), 2), extra);
            List<String> notes = importNotes.get().stream().map(m::format).toList();
            return notes.stream().reduce(read, (x, y) -> m.format("text.twoSentences", x, y));
        }, model.importedArchitecture, model.importedConfig, importNotes);
    }

    /** "Import config.json…": the file chooser of the app's dialog service, then {@link #importConfigFile}. */
    public void chooseConfigFile(String title, String description) {
        context.dialogs().chooseOpenFile(title, description, "*.json").ifPresent(this::importConfigFile);
    }
}
