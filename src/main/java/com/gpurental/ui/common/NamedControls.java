package com.gpurental.ui.common;

import java.util.Map;

/**
 * A view that binds some of its controls by their fx:id after it is loaded ({@link ViewLoader}), not each by a field
 * of its own: the field table's text fields (docs/architecture.md "One field table").
 */
public interface NamedControls {

    /** Binds the controls of the loaded view, each under its fx:id. */
    void bindNamed(Map<String, Object> controls);
}
