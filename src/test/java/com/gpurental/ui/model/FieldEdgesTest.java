package com.gpurental.ui.model;

import static com.gpurental.ui.UiFixture.EN;
import static com.gpurental.ui.UiFixture.ZH;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.gpurental.limits.InputLimits;
import com.gpurental.text.Message;
import com.gpurental.ui.UiFixture;
import org.junit.jupiter.api.Test;

/** The wizard's fields at the edges: the same limits and messages as the plan reader (InputLimits). */
class FieldEdgesTest {

    private final WorkloadModel model = UiFixture.context().model();

    @Test
    void aNumberBeyondSixtyFourBitsIsRefusedWithTheRangeNotWrapped() {
        UiFixture.seventyBChatHourly(model);
        model.concurrentUsers.set("18446744073709551716");
        Message m = model.errors().get(WorkloadModel.F_USERS);
        assertEquals("Concurrent users: 18446744073709551716 is outside the valid range 1 to 1,000,000 (e.g. 100).",
                EN.format(m));
        assertEquals("并发用户数：18446744073709551716 超出有效范围 1 至 1,000,000（例如 100）。", ZH.format(m));
        assertEquals(m, InputLimits.CONCURRENT_USERS.outOfRange("18446744073709551716"),
                "the same message as the plan reader gives");
    }

    @Test
    void aHugeTypedValueIsEchoedCut() {
        UiFixture.seventyBChatHourly(model);
        model.concurrentUsers.set("9".repeat(309));
        assertEquals("Concurrent users: " + "9".repeat(InputLimits.ECHO_CHARS - 1) + "… is outside the valid range 1 to "
                + "1,000,000 (e.g. 100).", EN.format(model.errors().get(WorkloadModel.F_USERS)));
        model.concurrentUsers.set("1");
        model.tokensPerSecond.set("x".repeat(100_000));
        assertEquals("每位用户速度（词元/秒）：“" + "x".repeat(InputLimits.ECHO_CHARS - 1) + "…”不是数字（例如 20）。",
                ZH.format(model.errors().get(WorkloadModel.F_TPS)));
    }

    @Test
    void aValueOutsidePhysicalSenseIsRefusedAtTheField() {
        model.applyPreset("vision-inspection");
        model.megapixels.set("1e308");
        Message m = model.errors().get(WorkloadModel.F_MEGAPIXELS);
        // Exponent notation is not read as a number at all ("1e3" was taken as 1,000 days).
        assertEquals("Image size (megapixels): \"1e308\" is not a number (e.g. 20).", EN.format(m));
        model.megapixels.set("1" + "0".repeat(308));
        m = model.errors().get(WorkloadModel.F_MEGAPIXELS);
        assertEquals("图像大小（百万像素）：1" + "0".repeat(InputLimits.ECHO_CHARS - 2)
                + "… 超出有效范围：须大于 0、不超过 10,000（例如 20）。", ZH.format(m));
    }
}
