import NIOCore
import NIOHTTP1

/// One connection's side of `ConnectionGuard`, in its pipeline right after the HTTP/1
/// decoder (`GuardedHTTP1Channel`):
///
/// - admits the connection, or closes it when its client is at its limit with every
///   connection in a request;
/// - closes it when no whole request head arrives within `headerTimeout` of connecting
///   (nginx's `client_header_timeout`): a socket that sends nothing, or half a head;
/// - tells the guard when a request starts and when its response ends;
/// - closes it after a response written before its request's body was read to the end
///   (a 413, a 401 to a body), instead of reading the rest of a body nobody wants.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    let connections: ConnectionGuard
    let headerTimeout: TimeAmount
    private var admitted = false
    private var headerDeadline: Scheduled<Void>?
    /// Requests whose head arrived and whose response has not ended.
    private var open = 0
    /// Whether the last request's body has been received to its end.
    private var bodyEnded = true
    private var closeAfterResponse = false

    init(_ connections: ConnectionGuard, headerTimeout: TimeAmount) {
        self.connections = connections
        self.headerTimeout = headerTimeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { admit(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        admit(context)
        context.fireChannelActive()
    }

    private func admit(_ context: ChannelHandlerContext) {
        guard !admitted else { return }
        admitted = true
        guard connections.admit(context.channel) else {
            context.close(promise: nil)
            return
        }
        headerDeadline = context.eventLoop.scheduleTask(in: headerTimeout) { [channel = context.channel] in
            channel.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        headerDeadline?.cancel()
        connections.remove(context.channel)
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        headerDeadline?.cancel()
        connections.remove(context.channel)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            headerDeadline?.cancel()
            headerDeadline = nil
            open += 1
            bodyEnded = false
            connections.enter(.inRequest, context.channel)
        case .body:
            break
        case .end:
            bodyEnded = true
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head:
            if !bodyEnded { closeAfterResponse = true }
        case .body:
            break
        case .end:
            open = max(0, open - 1)
            if closeAfterResponse {
                // Closed once the answer is on its way: what the client sent on is never read.
                let written = promise ?? context.eventLoop.makePromise()
                written.futureResult.whenComplete { [channel = context.channel] _ in channel.close(promise: nil) }
                context.writeAndFlush(data, promise: written)
                return
            }
            if open == 0 { connections.enter(.idle, context.channel) }
        }
        context.write(data, promise: promise)
    }
}
