package com.gpurental.ui;

import com.gpurental.quotes.QuoteFixture;
import com.gpurental.text.Messages;
import com.gpurental.ui.model.WorkloadModel;
import com.gpurental.ui.shell.Step;
import java.util.Locale;
import java.util.function.Consumer;

/**
 * What a robot test opens: the window's language, the inputs set before the window is built and the page shown first.
 * A test of {@link WizardRobotTest} names it in one line ({@code RobotFixture.seventyBChat(Step.BUDGET)}) instead of
 * overriding the three hooks each time (issue 35: the same set-up stood in a dozen robot tests).
 */
public record RobotFixture(Locale language, Consumer<WorkloadModel> inputs, Step firstStep) {

    /** The app's own defaults, in English, on the first page. */
    public static final RobotFixture DEFAULTS = new RobotFixture(Messages.EN, m -> { }, Step.SCENARIO);

    /** The docs/domain.md §3 check ({@link UiFixture#seventyBChatHourly}: 2 × H20 by the hour, ¥8,928 a month). */
    public static RobotFixture seventyBChat(Step first) {
        return new RobotFixture(Messages.EN, UiFixture::seventyBChatHourly, first);
    }

    /** The three-quote worked check (甲云, 乙, 丙数据 of {@link QuoteFixture}), on the quotes' day. */
    public static RobotFixture threeQuotes(Step first) {
        return new RobotFixture(Messages.EN, m -> {
            m.setToday(QuoteFixture.TODAY);
            m.load(QuoteFixture.plan(QuoteFixture.quotes(QuoteFixture.JIA, QuoteFixture.YI, QuoteFixture.BING)));
        }, first);
    }

    /** A preset of the app's list ({@code "vision-inspection"}, {@code "deepseek-private"}). */
    public static RobotFixture preset(String preset, Step first) {
        return new RobotFixture(Messages.EN, m -> m.applyPreset(preset), first);
    }

    /** The same window in another language. */
    public RobotFixture in(Locale other) {
        return new RobotFixture(other, inputs, firstStep);
    }

    /** The same inputs and then {@code more} (one more field set by hand). */
    public RobotFixture andThen(Consumer<WorkloadModel> more) {
        return new RobotFixture(language, inputs.andThen(more), firstStep);
    }
}
