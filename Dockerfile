# syntax=docker/dockerfile:1
# Site + API in one process. Build: docker build -t trucking-finance .
# Run:   docker run -p 3000:3000 -e JWT_SECRET=... -v trucking-data:/app/data trucking-finance
# (or docker compose up, which adds PostgreSQL).

FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server, and the frontend's runtime ones (React, antd, Redux
# Toolkit), which the server needs to render the admin dashboard: no build tools, no test tools.
FROM node:24-bookworm-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci --omit=dev --workspace backend --workspace contracts --workspace frontend --no-audit --no-fund \
  && npm cache clean --force

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=production-deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/contracts/package.json contracts/
COPY --from=build /app/contracts/dist contracts/dist
COPY --from=build /app/backend/package.json backend/
COPY --from=build /app/backend/dist backend/dist
COPY --from=build /app/frontend/package.json frontend/
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "backend/dist/main.js"]
