package com.gpurental.ui.common;

import static org.junit.jupiter.api.Assertions.assertEquals;

import javafx.beans.property.SimpleStringProperty;
import org.junit.jupiter.api.Test;

class ViewScopeTest {

    @Test
    void disposeDetachesEveryListener() {
        SimpleStringProperty p = new SimpleStringProperty("a");
        int[] calls = {0};
        ViewScope scope = new ViewScope();
        scope.listen(p, (o, was, now) -> calls[0]++);
        p.set("b");
        scope.dispose();
        p.set("c");
        assertEquals(1, calls[0]);
        assertEquals(0, scope.size());
    }
}
