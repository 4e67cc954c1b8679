package com.gpurental.ui.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import atlantafx.base.theme.PrimerLight;
import com.gpurental.plan.Plan;
import com.gpurental.text.Messages;
import com.gpurental.ui.UiFixture;
import com.gpurental.ui.common.AppContext;
import com.gpurental.ui.common.Styles;
import com.gpurental.ui.common.controls.HelpMarker;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.testfx.framework.junit5.ApplicationTest;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The app builds its first window's views on a thread of its own while the JavaFX thread opens the window
 * ({@link App#init()}, {@link Prebuilt}). Here the first page is built the same way, in Chinese, then shown and used
 * by the robot: building it off the JavaFX thread must neither fail (a failure would cost the start-up the whole
 * build again, on the JavaFX thread) nor leave a page that does not work.
 */
class PrebuiltViewsTest extends ApplicationTest {

    private final List<String> builtOn = new CopyOnWriteArrayList<>();
    private AppContext context;

    @Override
    public void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Prebuilt<Parent> views = Prebuilt.start("window-builder", () -> {
            builtOn.add(Thread.currentThread().getName());
            context = UiFixture.context(Messages.ZH);
            return new Wizard(context).buildRoot();
        });
        Scene scene = new Scene(views.take(), 1280, 800);
        Styles.install(scene);
        stage.setScene(scene);
        stage.show();
    }

    @Test
    void theFirstPageIsBuiltOnceOffTheJavaFxThreadAndWorks() {
        assertEquals(List.of("window-builder"), builtOn, "built once, on its own thread (not again on the JavaFX one)");
        ToggleButton training = lookup("#trainingChoice").queryAs(ToggleButton.class);
        clickOn(training);
        assertTrue(training.isSelected());
        assertEquals(Plan.Scenario.TRAINING, context.model().scenario.get());

        TextField project = lookup("#projectNameField").queryAs(TextField.class);
        interact(project::requestFocus); // below the fold of the page: typed into without a click
        write("X".repeat(81));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(81, context.model().projectName.get().length(), "the field is bound to the model");
        String error = lookup("#projectNameError").queryAs(Label.class).getText();
        assertTrue(error.contains("80"), "the Chinese length message: " + error);

        HelpMarker marker = lookup(".help-marker").queryAs(HelpMarker.class);
        assertTrue(marker.getTooltip() != null && !marker.getTooltip().getText().isBlank(),
                "the help marker made off the JavaFX thread has its tooltip");
        // Opened from the keyboard (a click lands beside a marker scrolled out of the page's view in a full run).
        interact(marker::requestFocus);
        push(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
        // the explanation is a bubble in the window itself (HelpMarker), no window of its own
        assertTrue(marker.isOpen(), "the help explanation opened");
        assertTrue(lookup(".help-bubble").tryQuery().isPresent(), "its bubble is in the window");
    }
}
