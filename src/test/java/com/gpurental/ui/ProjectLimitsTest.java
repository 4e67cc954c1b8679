package com.gpurental.ui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.gpurental.json.InputException;
import com.gpurental.plan.PlanJson;
import com.gpurental.ui.model.WorkloadModel;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The project name, the preparer and the department are held to a length (InputLimits: 80, 40 and 60
 * characters) in the wizard and in a plan file, with a message in the user's language saying what is wrong and the
 * limit; a value within the limit is kept.
 */
class ProjectLimitsTest {

    @Test
    void aProjectNameOfEightyOneCharactersIsRefusedInBothLanguages() {
        WorkloadModel model = UiFixture.context().model();
        UiFixture.seventyBChatHourly(model);
        model.projectName.set("项".repeat(81));
        assertEquals("Project name: 81 characters is too long; at most 80 characters.",
                UiFixture.EN.format(model.errors().get(WorkloadModel.F_PROJECT_NAME)));
        assertEquals("项目名称：共 81 个字，太长了；最多 80 个字。",
                UiFixture.ZH.format(model.errors().get(WorkloadModel.F_PROJECT_NAME)));
        assertNull(model.snapshot().plan().project().name(), "a refused name is not printed");
        model.projectName.set("项".repeat(80));
        assertNull(model.errors().get(WorkloadModel.F_PROJECT_NAME));
        assertEquals(80, model.snapshot().plan().project().name().length());
    }

    @Test
    void thePreparerAndTheDepartmentHaveTheirLimits() {
        WorkloadModel model = UiFixture.context().model();
        UiFixture.seventyBChatHourly(model);
        model.preparer.set("x".repeat(41));
        model.department.set("y".repeat(61));
        assertEquals("Prepared by: 41 characters is too long; at most 40 characters.",
                UiFixture.EN.format(model.errors().get(WorkloadModel.F_PREPARER)));
        assertEquals("Department: 61 characters is too long; at most 60 characters.",
                UiFixture.EN.format(model.errors().get(WorkloadModel.F_DEPARTMENT)));
        model.preparer.set("王芳");
        model.department.set("信息中心");
        assertTrue(model.errors().isEmpty(), model.errors().toString());
        assertEquals("王芳", model.snapshot().plan().project().preparer());
    }

    @Test
    void aPlanFileWithATooLongNameIsRefusedWithThePath() {
        String json = "{\"format\":\"gpu-rental-plan\",\"version\":1,\"project\":{\"name\":\"" + "n".repeat(81) + "\"}}";
        InputException e = assertThrows(InputException.class,
                () -> PlanJson.parse("plan.json", json.getBytes(StandardCharsets.UTF_8)));
        String text = UiFixture.EN.format(e.problems().get(0).problem());
        assertTrue(text.contains("81 characters is too long; at most 80 characters"), text);
    }
}
