package com.gpurental.ui.modelpage;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.ui.RobotFixture;
import com.gpurental.ui.WizardRobotTest;
import com.gpurental.ui.common.controls.HelpMarker;
import com.gpurental.ui.shell.Step;
import java.util.function.Predicate;
import javafx.scene.Node;
import javafx.scene.control.Label;
import org.junit.jupiter.api.Test;

/** The model page of a vision plan says what it shows, its image fields have help, 500,000 is grouped. */
class VisionModelPageTest extends WizardRobotTest {

    @Override
    protected RobotFixture fixture() {
        return RobotFixture.preset("vision-inspection", Step.MODEL);
    }

    @Test
    void theIntroSpeaksOfImagesNotOfAModelAndPrecision() {
        assertEquals("Give the image size, how many images a day and how fast each must be checked; the app sizes the "
                + "inspection model's GPUs from these.", lookup("#introLabel").queryAs(Label.class).getText());
        interact(() -> model.applyPreset("llm-inference"));
        assertEquals(context.messages().get("model.intro"), lookup("#introLabel").queryAs(Label.class).getText());
    }

    @Test
    void everyImageFieldHasHelpAndTheDailyVolumeExampleIsGrouped() {
        Node section = node("#visionSection");
        // image size as sent and the line to the cards join megapixels, images a day and the latency
        assertEquals(5, from(section).lookup((Predicate<Node>) n -> n instanceof HelpMarker).queryAll()
                .size());
        assertEquals("e.g. 500,000", field("#imagesPerDayField").getPromptText());
        assertEquals("500,000", field("#imagesPerDayField").getText(), "the preset's 500000 shown grouped");
        // the preset's figure is the engine's too, and not written into the plan (as a plan file that leaves it out)
        assertEquals(500000.0, model.advice().plan().workload().vision().imagesPerDay());
        assertEquals(null, model.snapshot().plan().vision().imagesPerDay());
    }
}
