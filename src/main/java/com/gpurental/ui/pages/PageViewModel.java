package com.gpurental.ui.pages;

import com.gpurental.advice.Advice;
import com.gpurental.text.Message;
import com.gpurental.text.Messages;
import com.gpurental.ui.AppContext;
import com.gpurental.ui.model.WorkloadModel;
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
     * "400" on the way to "4000"), and a page shows no figure from it (issue 20). Bindings on it also depend on
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
}
