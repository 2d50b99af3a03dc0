// The Apple adapter — `SystemNotificationCenter`, `LocalNotifications.system()`, the delegate
// bridge, background refill and the permission switch — lives in the NiceNotifications module
// (Sources/NiceNotifications/System). This module stays so that apps and documentation that
// write `import NiceNotificationsUserNotifications` keep compiling: it brings NiceNotifications,
// and so the adapter, with it. It has no DocC catalog: NiceNotifications' documents the adapter.
@_exported public import NiceNotifications
