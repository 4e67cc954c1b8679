package com.gpurental.ui.common;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URL;
import java.text.MessageFormat;
import java.util.HashMap;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.function.Supplier;
import javafx.fxml.FXMLLoader;
import javafx.scene.Parent;

/**
 * Loads every FXML view the same way: from {@code /fxml/FEATURE/NAME.fxml} (given {@code FEATURE/NAME}: the folder
 * of the view's feature package), with the current language's
 * bundle (for {@code %key}) and a controller factory that hands each controller what it needs.
 */
public final class ViewLoader {

    private final Map<Class<?>, Supplier<Object>> controllers = new HashMap<>();
    private final Supplier<ResourceBundle> bundle;

    public ViewLoader(Supplier<ResourceBundle> bundle) {
        this.bundle = bundle;
    }

    public <T> ViewLoader register(Class<T> type, Supplier<T> factory) {
        controllers.put(type, factory::get);
        return this;
    }

    /** A loaded view: its root node and its controller. */
    public record View<C>(Parent root, C controller) {
    }

    public <C> View<C> load(String name) {
        URL url = ViewLoader.class.getResource("/fxml/" + name + ".fxml");
        if (url == null) {
            throw new IllegalStateException("missing view /fxml/" + name + ".fxml");
        }
        FXMLLoader loader = new FXMLLoader(url, bundle.get());
        loader.setControllerFactory(type -> {
            Supplier<Object> f = controllers.get(type);
            if (f == null) {
                throw new IllegalStateException("no controller registered for " + type.getName());
            }
            return f.get();
        });
        try {
            Parent root = loader.load();
            placeholders(loader);
            examples(loader);
            if (loader.getController() instanceof NamedControls named) {
                named.bindNamed(loader.getNamespace());
            }
            return new View<>(root, loader.getController());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot load view " + name, e);
        }
    }

    /** The key of an empty table's text, in the user's language (JavaFX's own said "No content in table" in English). */
    public static final String TABLE_EMPTY = "table.empty";

    /** The key of a number field's prompt: "例如 {0}" / "e.g. {0}". */
    public static final String FIELD_EXAMPLE = "field.example";

    /**
     * A number field's prompt written as a bare number in FXML ({@code promptText="24"}) reads as an example in the
     * user's language ("例如 24", "e.g. 24"): a bare grey "24" was taken for a value already filled in (issue 33).
     */
    private static void examples(FXMLLoader loader) {
        ResourceBundle b = loader.getResources();
        if (b == null || !b.containsKey(FIELD_EXAMPLE)) {
            return;
        }
        for (Object o : loader.getNamespace().values()) {
            if (o instanceof javafx.scene.control.TextField field && field.getPromptText() != null
                    && field.getPromptText().matches("[0-9][0-9.,]*") && !field.promptTextProperty().isBound()) {
                field.setPromptText(new MessageFormat(b.getString(FIELD_EXAMPLE), b.getLocale())
                        .format(new Object[] {field.getPromptText()}));
            }
        }
    }

    /** Every table of the view without a placeholder of its own gets the localised one. */
    private static void placeholders(FXMLLoader loader) {
        ResourceBundle b = loader.getResources();
        if (b == null || !b.containsKey(TABLE_EMPTY)) {
            return;
        }
        for (Object o : loader.getNamespace().values()) {
            if (o instanceof javafx.scene.control.TableView<?> table && table.getPlaceholder() == null) {
                javafx.scene.control.Label empty = new javafx.scene.control.Label(b.getString(TABLE_EMPTY));
                empty.getStyleClass().add("hint");
                table.setPlaceholder(empty);
            }
        }
    }
}
