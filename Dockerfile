# syntax=docker/dockerfile:1
# Two stages: build with every dependency, run with production dependencies only.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY tsconfig.json ./
COPY build ./build
COPY content ./content
COPY data ./data
COPY client ./client
COPY server ./server
COPY shared ./shared
COPY views ./views
COPY public ./public
RUN node build/build.mjs

FROM node:24-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The image's own unprivileged user.
USER node
EXPOSE 3000
# The server answers /healthz; Node's fetch keeps the image free of curl.
HEALTHCHECK --interval=30s --timeout=3s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# node itself is PID 1 and handles SIGTERM (server/index.ts): it stops accepting, answers what is in flight, exits 0.
CMD ["node", "dist/server.mjs"]
