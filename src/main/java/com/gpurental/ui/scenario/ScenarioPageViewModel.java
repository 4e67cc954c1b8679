package com.gpurental.ui.scenario;

import com.gpurental.catalog.Minimums;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.catalog.ScenarioKind;
import com.gpurental.catalog.ScenarioPreset;
import com.gpurental.plan.Plan;
import com.gpurental.plan.Software;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;

/** Step 1: training or inference, an industry or LLM preset, the domestic (信创) requirement and the team's software stack. */
public final class ScenarioPageViewModel extends PageViewModel {

    /** The user's model a preset left in place, and the preset's own model it did not apply (null: none kept). */
    private final ObjectProperty<Message> keptModel = new SimpleObjectProperty<>();
    private String presetsModelNotApplied;
    private boolean applying;

    public ScenarioPageViewModel(AppContext context) {
        // the page's fields: the field table's fields of the plan's project (the papers' details)
        super(context, fields(Set.of("project")));
        // The note speaks of the last preset chosen here: another model, another preset or an undo ends it.
        javafx.beans.InvalidationListener ends = o -> {
            if (!applying) {
                keptModel.set(null);
            }
        };
        model.modelId.addListener(ends);
        model.parameters.addListener(ends);
        model.importedArchitecture.addListener(ends);
        model.presetId.addListener(ends);
    }

    public ReadOnlyObjectProperty<Plan.Scenario> scenarioProperty() {
        return model.scenario;
    }

    public StringProperty presetProperty() {
        return model.presetId;
    }

    public BooleanProperty domesticOnlyProperty() {
        return model.domesticOnly;
    }

    /** The software stack the team's code already runs on (never null: CUDA by default). */
    public ReadOnlyObjectProperty<Software> softwareProperty() {
        return model.software;
    }

    public void chooseSoftware(Software software) {
        model.software.set(software == null ? Software.DEFAULT : software);
    }

    /** Switches between training and inference; keeps the preset if it fits, else the general one. */
    public void chooseScenario(Plan.Scenario scenario) {
        if (scenario == model.scenario.get()) {
            return;
        }
        ScenarioPreset current = context.catalog().scenario(model.presetId.get()).orElse(null);
        boolean fits = current != null && current.training() == (scenario == Plan.Scenario.TRAINING);
        if (!fits) {
            apply(scenario == Plan.Scenario.TRAINING ? "llm-training" : "llm-inference");
        }
        model.scenario.set(scenario);
    }

    public void choosePreset(String id) {
        apply(id);
    }

    /** A preset keeps a model the user typed or picked, and says so (Ctrl+Z undoes the whole choice). */
    private void apply(String id) {
        String users = model.modelId.get() != null
                ? context.catalog().model(model.modelId.get()).map(ModelPreset::name)
                        .orElse(model.modelId.get())
                : model.parameters.get().trim();
        applying = true;
        boolean kept;
        try {
            kept = model.applyPreset(id);
        } finally {
            applying = false;
        }
        String presets = context.catalog().scenario(id).map(p -> p.defaults().modelId()).orElse(null);
        presetsModelNotApplied = kept ? presets : null;
        keptModel.set(kept ? Message.of("scenario.keptModel", users,
                context.catalog().model(presets).map(ModelPreset::name).orElse(presets)) : null);
    }

    /** "Kept your model 700亿 …" after a preset left the user's model in place; "" otherwise. */
    public javafx.beans.binding.StringBinding keptModelNote() {
        return text(m -> keptModel.get() == null ? "" : m.format(keptModel.get()), keptModel);
    }

    public javafx.beans.binding.StringBinding usePresetModelText() {
        return text(m -> presetsModelNotApplied == null ? ""
                : m.format("scenario.usePresetModel", context.catalog().model(presetsModelNotApplied)
                        .map(ModelPreset::name).orElse(presetsModelNotApplied)), keptModel);
    }

    /** Takes the chosen preset's own model after all. */
    public void usePresetModel() {
        if (presetsModelNotApplied != null) {
            model.selectModel(presetsModelNotApplied);
        }
    }

    /** The presets of one side (training or inference), industry scenarios first. */
    public List<ScenarioPreset> presets(Plan.Scenario scenario) {
        List<ScenarioPreset> result = new ArrayList<>();
        for (ScenarioPreset p : context.catalog().scenarios()) {
            if (p.training() == (scenario == Plan.Scenario.TRAINING)) {
                result.add(p);
            }
        }
        return result;
    }

    /** Project details for the PDF header (no engine input: they only travel with the plan). */
    public javafx.beans.property.StringProperty projectNameProperty() {
        return model.projectName;
    }

    public javafx.beans.property.StringProperty preparerProperty() {
        return model.preparer;
    }

    public javafx.beans.property.StringProperty departmentProperty() {
        return model.department;
    }

    /** A deadline already past or after the start, in the current language ("" when the dates are fine). */
    public javafx.beans.binding.StringBinding deadlineNote() {
        return text(m -> {
            Message note = model.deadlineNote();
            return note == null ? "" : m.format(note);
        }, model.snapshotProperty());
    }

    /** The key indicators of a preset as one line, e.g. "≥24 GB per card · ≥28 TFLOPS FP16 · 4–8 cards". */
    public static String indicators(ScenarioPreset p, Messages m) {
        return String.join(" · ", indicatorList(p, m));
    }

    /** The key indicators one by one (shown so that none is broken across lines: "1–⏎4 张卡"). */
    public static List<String> indicatorList(ScenarioPreset p, Messages m) {
        Minimums min = p.minimums();
        List<String> parts = new ArrayList<>();
        if (min.memoryGbPerCard() != null) {
            parts.add(m.format("scenario.ind.memory", min.memoryGbPerCard()));
        }
        if (min.fp16TflopsPerCard() != null) {
            parts.add(m.format("scenario.ind.fp16", min.fp16TflopsPerCard()));
        }
        if (min.fp16TflopsTotal() != null) {
            parts.add(m.format("scenario.ind.fp16Total", min.fp16TflopsTotal()));
        }
        if (min.int8TopsPerCard() != null) {
            parts.add(m.format("scenario.ind.int8", min.int8TopsPerCard()));
        }
        if (min.fp32TflopsPerCard() != null) {
            parts.add(m.format("scenario.ind.fp32", min.fp32TflopsPerCard()));
        }
        if (min.interconnectGbPerS() != null) {
            parts.add(m.format("scenario.ind.link", min.interconnectGbPerS()));
        }
        if (min.usersPerCard() != null) {
            parts.add(m.format("scenario.ind.users", min.usersPerCard()));
        }
        if (min.latencyMs() != null && p.kind() == ScenarioKind.LLM_INFERENCE) {
            // What the engine checks for a language model: the first token against the target, and the answer's
            // speed per user (a whole reply within 1 s is not what is checked, nor what a reader needs).
            parts.add(m.format("scenario.ind.firstToken", min.latencyMs() / 1000.0));
            if (p.defaults().tokensPerSecondPerUser() != null) {
                parts.add(m.format("scenario.ind.readingSpeed", p.defaults().tokensPerSecondPerUser()));
            }
        } else if (min.latencyMs() != null) {
            parts.add(m.format("scenario.ind.latency", min.latencyMs()));
        }
        if (p.defaults().cardsHint() != null) {
            parts.add(m.format("scenario.ind.cards", p.defaults().cardsHint()));
        }
        return parts;
    }
}
