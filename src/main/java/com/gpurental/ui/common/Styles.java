package com.gpurental.ui.common;

/** Style class names used from Java, kept in one place (AtlantaFX keeps them in Styles.java too). */
public final class Styles {

    private Styles() {
    }

    public static final String APP_SHEET = "/styles/app.css";

    /**
     * Adds the app's stylesheet to a window's scene. On the scene rather than on the root node: popups
     * (combo-box lists, the model search field, context menus) copy their owner scene's stylesheets and
     * would otherwise miss its rules and colour names.
     */
    public static void install(javafx.scene.Scene scene) {
        scene.getStylesheets().add(Styles.class.getResource(APP_SHEET).toExternalForm());
    }
    public static final String STEP_CURRENT = "step-current";
    public static final String STEP_DONE = "step-done";
    public static final String STEP_PROBLEM = "step-problem";
    public static final String FIELD_INVALID = "field-invalid";
    public static final String STATUS_WITHIN = "status-within";
    public static final String STATUS_OVER = "status-over";
    public static final String STATUS_UNKNOWN = "status-unknown";
    public static final String COST_WITHIN = "cost-within";
    public static final String COST_OVER = "cost-over";
    public static final String COST_NEUTRAL = "cost-neutral";
    public static final String SELECTED = "selected-card";
    public static final String SEGMENT = "segment-";
}
