// Reading a parameter that has no value, no default and whose type has no empty value (an entity whose
// defaultQuery was never asked): a programmer error that Apple's AppIntents also stops on. The one trap
// of this module (scripts/lint.sh allows this file): WidgetHost resolves every parameter before it
// calls a provider and reports a missing one as an error naming it, so no widget input reaches it.

/// Stops the program: the parameter `title` of type `type` was read before it had a value.
func unsetIntentParameter(_ title: String, type: String) -> Never {
    preconditionFailure("The intent parameter \"\(title)\" (\(type)) was read before it had a value: give it "
                        + "a default: or resolve the intent with IntentDefaults.resolve(_:) first")
}
