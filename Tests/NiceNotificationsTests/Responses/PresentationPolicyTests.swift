import Foundation
import NiceNotifications
import Testing

struct PresentationPolicyTests {
  func delivered(_ identifier: String, category: String = "") -> DeliveredNotification {
    var content = NotificationContent(title: identifier)
    content.categoryIdentifier = category
    return DeliveredNotification(
      request: NotificationRequest(identifier: identifier, content: content, trigger: nil),
      date: Date(timeIntervalSince1970: 0))
  }

  @Test func defaultPresentsABannerInTheListWithSound() {
    #expect(PresentationPolicy.standard.options(for: delivered("x")) == [.banner, .list, .sound])
    #expect(PresentationOptions.silent == [])
  }

  @Test func categoryRuleWinsOverGroupRuleWhichWinsOverTheDefault() {
    let policy = PresentationPolicy(defaultOptions: [.list])
      .presenting([.banner, .sound, .badge], forCategory: "message")
      .presenting(.silent, forGroup: "sync")
    #expect(policy.options(for: delivered("sync:0:t1", category: "message")) == [.banner, .sound, .badge])
    #expect(policy.options(for: delivered("sync:0:t1")) == .silent)
    #expect(policy.options(for: delivered("quotes:0:t1")) == [.list])
    #expect(policy.options(for: delivered("not-a-group-request", category: "other")) == [.list])
  }

  @Test func routerAsksItsDeciderFirstThenThePolicy() async {
    let router = NotificationResponseRouter(
      presentationPolicy: PresentationPolicy().presenting(.silent, forGroup: "sync"))
    #expect(await router.presentationOptions(for: delivered("sync:0:t1")) == .silent)
    await router.decidePresentation { notification in
      notification.request.content.title.hasPrefix("chat") ? [.list] : nil
    }
    #expect(await router.presentationOptions(for: delivered("chat-1")) == [.list])
    #expect(await router.presentationOptions(for: delivered("other")) == [.banner, .list, .sound])
    await router.setPresentationPolicy(PresentationPolicy(defaultOptions: [.badge]))
    #expect(await router.presentationOptions(for: delivered("other")) == [.badge])
    #expect(await router.presentationPolicy == PresentationPolicy(defaultOptions: [.badge]))
  }
}
