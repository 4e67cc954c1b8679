package com.gpurental.ui.checklist;

import com.gpurental.acceptance.Acceptance;
import com.gpurental.acceptance.AcceptanceText;
import com.gpurental.acceptance.Delivered;
import com.gpurental.acceptance.MeasuredRun;
import com.gpurental.acceptance.ResultFile;
import com.gpurental.acceptance.SavedAcceptance;
import com.gpurental.advice.Advice;
import com.gpurental.checklist.Checklist;
import com.gpurental.checklist.ChecklistItem;
import com.gpurental.json.InputException;
import com.gpurental.json.InputFiles;
import com.gpurental.output.RenderInput;
import com.gpurental.plan.AcceptanceRecord;
import com.gpurental.plan.ChecklistState;
import com.gpurental.plan.Measurement;
import com.gpurental.plan.MeasurementInput;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.PageViewModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.binding.StringBinding;
import javafx.collections.ObservableList;

/**
 * The pre-purchase checklist: automatic ticks follow the wizard (with their evidence), the rest
 * are ticked by hand; every item takes a note. State lives in the shared model (saved with the plan).
 */
public final class ChecklistPageViewModel extends PageViewModel {

    private final ObservableList<String> compared;
    private final ObjectBinding<List<ChecklistItem>> items;

    public ChecklistPageViewModel(AppContext context) {
        super(context, Set.of());
        this.compared = model.compared.ids();
        // The checks as the report and the papers count them: read from the one render input of this advice.
        items = Bindings.createObjectBinding(() -> model.advice() == null ? Checklist.beforeAdvice(model.checklist.get())
                : new RenderInput(model.advice(), context.catalog(), List.copyOf(compared), model.checklist.get(),
                        context.today()).checklistItems(), model.adviceProperty(), model.checklist, compared);
    }

    public ObjectBinding<List<ChecklistItem>> itemsProperty() {
        return items;
    }

    /** "人工确认 0 / 12，向导已核对 8 项": a person's ticks apart from the wizard's (issue 33). */
    public StringBinding progressText() {
        return Bindings.createStringBinding(() -> {
            List<ChecklistItem> all = items.get();
            long notApplicable = Checklist.notApplicable(all);
            return messages().format(notApplicable == 0 ? "checklist.progress" : "checklist.progressNa", Checklist.byHand(all),
                    all.size(), Checklist.byWizard(all), notApplicable);
        }, items, context.messagesProperty());
    }

    public ObjectBinding<Double> progress() {
        return Bindings.createObjectBinding(() -> Checklist.done(items.get()) / (double) items.get().size(), items);
    }

    // ---------------------------------------------------------------- the acceptance result

    /** "Acceptance result: file, imported on …: verdict", or how to get one. */
    public StringBinding acceptanceText() {
        return Bindings.createStringBinding(() -> {
            Messages m = messages();
            AcceptanceRecord r = model.checklist.get().acceptance();
            Acceptance a = SavedAcceptance.check(r, model.advice());
            if (r == null || a == null) {
                return m.get("checklist.acceptance.none");
            }
            return m.format("checklist.acceptance.imported", r.fileName(), r.importedOn() == null ? "" : r.importedOn()
                    .toString(),
                    m.format(a.summary()));
        }, model.checklist, model.adviceProperty(), context.messagesProperty());
    }

    /** A dragged file the page takes: one JSON file. */
    public boolean accepts(List<Path> files) {
        return files.size() == 1 && files.get(0).getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
    }

    /** "Import result…": the file chooser, then {@link #importAcceptance}. */
    public void chooseAcceptance() {
        Messages m = messages();
        context.dialogs().chooseOpenFile(m.get("checklist.acceptance.chooseTitle"),
                m.get("checklist.acceptance.filter"), "*.json")
                .ifPresent(this::importAcceptance);
    }

    /**
     * Reads an acceptance result (in the background) and keeps it with the plan; the checklist then ticks items 9
     * and 10 from it. A file that is not a complete result is refused with one message.
     */
    public void importAcceptance(Path file) {
        Messages m = messages();
        Advice advice = model.advice();
        if (advice == null) {
            context.dialogs().showError(m.get("checklist.acceptance.failedTitle"), m.get("checklist.acceptance.noAdvice"));
            return;
        }
        String name = String.valueOf(file.getFileName());
        context.executor().run(() -> {
            byte[] bytes = InputFiles.read(file);
            AcceptanceRecord r = SavedAcceptance.record(name, bytes, advice, context.today());
            // issue 34: the load test's figures are kept in the plan's measurements; the advice is sized on them
            Delivered d = ResultFile.parse(name, bytes);
            return new Imported(r, MeasuredRun.of(advice, d, name, bytes, context.today()),
                    MeasuredRun.notKept(d));
        }, imported -> {
                    AcceptanceRecord record = imported.record();
                    model.checklist.set(model.checklist.get().withAcceptance(record));
                    if (imported.measured() != null) {
                        model.measurements.set(model.measurements.get().with(imported.measured()));
                    }
                    Acceptance a = SavedAcceptance.check(record, advice);
                    context.dialogs().showInfo(m.get("checklist.acceptance.importedTitle"),
                            AcceptanceText.render(a, String.valueOf(file.getFileName()), m)
                                    + measurementNote(imported, m));
                }, err -> context.dialogs().showError(m.get("checklist.acceptance.failedTitle"),
                        err instanceof InputException ie ? ie.render(m) : String.valueOf(err.getMessage())));
    }

    // ---------------------------------------------------------------- measured speeds (issue 34)

    /** The plan's measurements, one a line, or how to add one. */
    public StringBinding measurementsText() {
        return Bindings.createStringBinding(() -> {
            Messages m = messages();
            var items = model.measurements.get().items();
            if (items.isEmpty()) {
                return m.get("checklist.measure.none");
            }
            StringBuilder b = new StringBuilder(m.get("checklist.measure.title"));
            for (int i = 0; i < items.size(); i++) {
                Measurement x = items.get(i);
                b.append('\n').append(m.format(x.origin() == Measurement.Origin.TRIAL_KIT
                        ? "checklist.measure.kit" : "checklist.measure.entered", i + 1, x.cards(),
                        context.catalog().gpu(x.gpu()).<Object>map(g -> g.displayName()).orElse(x.gpu()),
                        x.concurrency(), x.decodeTokensPerSecondPerUser(), x.source(), x.date().toString()));
            }
            return b.toString();
        }, model.measurements, context.messagesProperty());
    }

    /** A measurement typed by the buyer's engineer: kept in the plan, or why not (one message a problem). */
    public String addMeasurement(Map<String, String> typed) {
        int number = model.measurements.get().items().size() + 1;
        Map<String, String> fields = new LinkedHashMap<>(typed);
        List<Message> problems = new ArrayList<>();
        String gpu = typed.get("gpu");
        if (gpu != null && !gpu.isBlank()) {
            // the GPU checked against the catalog: a measurement of an id the advice never sizes is refused, not kept
            MeasurementGpu.Result g = MeasurementGpu.resolve(context.catalog(), number, gpu);
            fields.put("gpu", g.id() != null ? g.id() : gpu);
            if (g.problem() != null) {
                problems.add(g.problem());
            }
        }
        MeasurementInput.Result r = MeasurementInput.parse(number, fields);
        problems.addAll(r.problems());
        if (!problems.isEmpty()) {
            return String.join("\n", problems.stream().map(messages()::format).toList());
        }
        model.measurements.set(model.measurements.get().with(r.measurement()));
        return "";
    }

    /** Removes the last measurement (an imported one too: the result stays imported). */
    public void removeLastMeasurement() {
        var now = model.measurements.get();
        model.measurements.set(now.without(now.items().size() - 1));
    }

    /** An imported result, the measurement its load test gives (null without one) and why a run was not kept. */
    private record Imported(AcceptanceRecord record, Measurement measured,
                            Message notKept) {
    }

    /** Below the import's lines: the measurement kept in the plan, or why the load test was not (issue 34). */
    private static String measurementNote(Imported imported, Messages m) {
        Measurement x = imported.measured();
        if (x != null) {
            return "\n\n" + m.format("checklist.measure.kept", x.decodeTokensPerSecondPerUser(), x.concurrency(), x.cards());
        }
        return imported.notKept() == null ? "" : "\n\n" + m.format(imported.notKept());
    }

    public void setChecked(String id, boolean checked) {
        ChecklistState s = model.checklist.get();
        ChecklistState.Entry e = s.entry(id);
        if (e.checked() != checked) {
            model.checklist.set(s.with(id, new ChecklistState.Entry(checked, e.note(), e.notApplicable())));
        }
    }

    /** The buyer marks an item not applicable to this plan; the note gives the reason. */
    public void setNotApplicable(String id, boolean notApplicable) {
        ChecklistState s = model.checklist.get();
        ChecklistState.Entry e = s.entry(id);
        if (e.notApplicable() != notApplicable) {
            model.checklist.set(s.with(id, new ChecklistState.Entry(e.checked(), e.note(), notApplicable)));
        }
    }

    public void setNote(String id, String note) {
        ChecklistState s = model.checklist.get();
        ChecklistState.Entry e = s.entry(id);
        String n = note == null ? "" : note;
        if (!e.note().equals(n)) {
            model.checklist.set(s.with(id, new ChecklistState.Entry(e.checked(), n, e.notApplicable())));
        }
    }
}
