package com.gpurental.ui.common;

import com.gpurental.advice.Advice;
import com.gpurental.advice.PlanResolver;
import com.gpurental.catalog.ModelPreset;
import com.gpurental.limits.PlanField;
import com.gpurental.limits.PlanFields;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.model.WorkloadModel;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Function;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.ReadOnlyObjectProperty;

/**
 * Base of the wizard pages' view models: access to the shared model and language, the page's
 * validity (no problem in any of its fields) and localized texts that follow both the engine's
 * result and the language.
 */
public abstract class PageViewModel {

    protected final AppContext context;
    protected final WorkloadModel model;
    private final BooleanBinding valid;

    protected PageViewModel(AppContext context, Set<String> fields) {
        this.context = context;
        this.model = context.model();
        this.valid = Bindings.createBooleanBinding(() -> {
            for (String f : fields) {
                if (model.errors().containsKey(f)) {
                    return false;
                }
            }
            return true;
        }, model.errorsProperty());
    }

    /**
     * A page's fields: its {@code own} ids and the ids of the field table's fields ({@link
     * com.gpurental.limits.PlanFields#table()}) in the plan's {@code sections} ({@code rental}), so that a new field of the
     * table keeps Next disabled on its page while wrong with no line here.
     */
    protected static Set<String> fields(Set<String> sections, String... own) {
        Set<String> ids = new HashSet<>(Set.of(own));
        for (PlanField f : PlanFields.table()) {
            if (sections.contains(f.path().substring(0, f.path().indexOf('.')))) {
                ids.add(f.id());
            }
        }
        return Set.copyOf(ids);
    }

    /** True when none of this page's inputs has a problem; Next is bound to it. */
    public BooleanBinding validProperty() {
        return valid;
    }

    public boolean isValid() {
        return valid.get();
    }

    public ReadOnlyObjectProperty<Messages> messagesProperty() {
        return context.messagesProperty();
    }

    protected Messages messages() {
        return context.messages();
    }

    protected ReadOnlyObjectProperty<Advice> adviceProperty() {
        return model.adviceProperty();
    }

    /**
     * The latest advice, or null while any field is invalid: the engine then keeps the result of earlier inputs (a
     * "400" on the way to "4000"), and a page shows no figure from it. Bindings on it also depend on
     * {@code model.errorsProperty()}; {@link #text} does.
     */
    protected Advice current() {
        return model.errors().isEmpty() ? model.advice() : null;
    }

    /** True while a field is invalid, so the pages' figures are held back ({@link #current()} is null). */
    protected boolean stale() {
        return !model.errors().isEmpty() && model.advice() != null;
    }

    /** The problem with {@code field} in the current language, or "" when it is fine. */
    public StringBinding errorText(String field) {
        return Bindings.createStringBinding(() -> {
            Message m = model.errors().get(field);
            return m == null ? "" : messages().format(m);
        }, model.errorsProperty(), context.messagesProperty());
    }

    /** The text of a field of the table ({@link com.gpurental.limits.PlanFields#table()}) as typed. */
    public javafx.beans.property.StringProperty text(PlanField field) {
        return model.field(field);
    }

    public BooleanBinding invalid(String field) {
        return Bindings.createBooleanBinding(() -> model.errors().containsKey(field), model.errorsProperty());
    }

    /** A text computed from the language and the latest advice (and any other dependencies). */
    protected StringBinding text(Function<Messages, String> render, Observable... more) {
        Observable[] deps = new Observable[more.length + 3];
        deps[0] = context.messagesProperty();
        deps[1] = model.adviceProperty();
        deps[2] = model.errorsProperty();
        System.arraycopy(more, 0, deps, 3, more.length);
        Callable<String> c = () -> render.apply(messages());
        return Bindings.createStringBinding(c, deps);
    }

    protected Map<String, Message> errors() {
        return model.errors();
    }

    // ---------------------------------------------------------------- a bare count is never silently a model

    /**
     * The real model a bare parameter count should be, for a one-click pick on the model and memory pages: the size
     * reference whose shape the engine borrowed, or — when a count of 100B and more was refused — the catalog's model
     * nearest in size; null when the model is named.
     */
    public String suggestedModelId() {
        Message problem = model.errors().get(WorkloadModel.F_PARAMETERS);
        if (problem != null && "error.plan.askModel".equals(problem.key())) {
            Object size = problem.args().get(0);
            double b = size instanceof Number n ? n.doubleValue() : 0;
            List<String> large = PlanResolver.largeModels(context.catalog(), b);
            return large.isEmpty() ? null : large.get(0);
        }
        Advice a = current();
        if (a == null || a.plan().workload().architecture() == null) {
            return null;
        }
        return a.plan().workload().architecture().derivedFrom();
    }

    /** What the suggestion says: the borrowed shape named, or the question which model it is; "" without one. */
    public StringBinding suggestionText() {
        return text(m -> {
            String id = suggestedModelId();
            var preset = id == null ? null : context.catalog().model(id).orElse(null);
            if (preset == null) {
                return "";
            }
            Message problem = model.errors().get(WorkloadModel.F_PARAMETERS);
            if (problem != null) {
                return m.format("model.suggestLarge", preset.name());
            }
            return m.format("model.suggestDerived", preset.name(), preset.parametersB());
        });
    }

    /** The button's text: "Use Qwen2.5-7B". */
    public StringBinding suggestionButtonText() {
        return text(m -> {
            String id = suggestedModelId();
            return id == null ? "" : m.format("model.suggestUse",
                    context.catalog().model(id).map(ModelPreset::name).orElse(id));
        });
    }

    /** True while a field is invalid and the pages hold their figures back ({@link #fieldErrors()} says when it changes). */
    public boolean figuresHeld() {
        return !model.errors().isEmpty();
    }

    /** The fields' problems, to listen to. */
    public javafx.beans.Observable fieldErrors() {
        return model.errorsProperty();
    }

    /** True while there is a model to suggest. */
    public BooleanBinding suggestionShown() {
        return Bindings.createBooleanBinding(() -> suggestedModelId() != null, model.adviceProperty(),
                model.errorsProperty());
    }

    /** One click: the suggested model becomes the plan's model (its count, shape and release precision). */
    public void pickSuggestedModel() {
        String id = suggestedModelId();
        if (id != null) {
            model.selectModel(id);
        }
    }
}
